import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { session } from '@merchant/ui/data';
import { initI18n } from '@merchant/ui/i18n';
import { App } from './App';

const root = document.getElementById('root');
if (root) {
  await initI18n(session.get().lang);
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
