// The entry. Start-up runs in a few tasks, none long enough to block the page (a prerendered
// page is already on screen): React DOM (with this file), then the other libraries
// (vendor.ts), then the app's own code (start.tsx), then its first render. Every file is already
// downloaded: the page's boot script named them all as modulepreload (build/bootScript.ts).
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureZodForCsp } from '@merchant/ui/data/boot/zodConfig.ts';

// Before any form or address is checked: zod must not probe eval (see zodConfig.ts).
configureZodForCsp();

/** Lets the browser run what waits (input, paint) before the next piece of start-up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const root = document.getElementById('root');
if (root) {
  void (async () => {
    await nextTask();
    await import('./vendor');
    await nextTask();
    const { start } = await import('./start');
    await nextTask();
    await start(root, { createRoot, hydrateRoot });
  })().catch((error: unknown) => {
    // The app's code could not be loaded (the network went away mid-start) or started: the
    // page says so, with a link that loads it again (build/bootScript.ts, BOOT_STYLE), instead
    // of a page that never answers.
    const page = document.documentElement;
    if (page.dataset.boot !== 'live') page.setAttribute('data-boot', 'failed');
    console.error(error);
  });
}
