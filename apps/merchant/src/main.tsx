import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { session } from '@merchant/ui/data/session.ts';
import { configureZodForCsp } from '@merchant/ui/data/zodConfig.ts';
import { allTranslationsReady, initI18n } from '@merchant/ui/i18n';
import { App } from './App';

// Before any form or address is checked: zod must not probe eval (see zodConfig.ts).
configureZodForCsp();

const root = document.getElementById('root');
if (root) {
  // The first page needs only the start of the language; the rest follows right behind it.
  await initI18n(session.get().lang, 'start');
  void allTranslationsReady().catch(() => {});
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
