import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Workbox } from 'workbox-window';
import { UpdatePrompt } from '@merchant/ui/shell/UpdatePrompt.tsx';
import { announceUpdate } from '@merchant/ui/shell/update.ts';

let prompt: HTMLElement | null = null;

/** Draws the "new version: reload" prompt in a root of its own (once). */
function showPrompt(): void {
  if (prompt) return;
  prompt = document.body.appendChild(document.createElement('div'));
  createRoot(prompt).render(createElement(UpdatePrompt));
}

/**
 * Registers the service worker. A new version installs in the background and waits: the merchant
 * is told, and it takes over only when they tap "reload" (then the page reloads once).
 */
export async function registerServiceWorker(): Promise<void> {
  const worker = new Workbox('/sw.js');
  worker.addEventListener('waiting', () => {
    announceUpdate(() => {
      worker.addEventListener('controlling', () => location.reload());
      worker.messageSkipWaiting();
    });
    showPrompt();
  });
  await worker.register();
}
