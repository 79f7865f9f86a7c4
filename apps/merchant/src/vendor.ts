// The libraries the app starts with (besides React), evaluated in a task of their own by the
// entry (main.tsx) before the app's own code: start-up work in smaller pieces, none long.
export { default as styled } from 'styled-components';
export { default as i18next } from 'i18next';
export { initReactI18next } from 'react-i18next';
export { Router } from 'wouter';
export { default as createFetchClient } from 'openapi-fetch';
