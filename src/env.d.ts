/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

// Catalogs are imported as .po files and compiled by @lingui/vite-plugin.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
