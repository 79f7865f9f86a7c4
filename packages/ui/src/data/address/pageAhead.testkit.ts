import { setPageAhead } from './pageAhead';

/**
 * Stands in for the app's loading of pages ahead: records the addresses asked for, and loads
 * their code once (however often it is asked for) when the test calls `codeReady`.
 */
export function pageAheadSpy(): { asked: string[]; codeReady: () => void } {
  let codeReady = () => {};
  const code = new Promise<void>((resolve) => {
    codeReady = resolve;
  });
  const asked: string[] = [];
  setPageAhead((path) => {
    asked.push(path);
    return code;
  });
  return { asked, codeReady: () => codeReady() };
}
