import 'react';

// Invoker commands (HTML: `command` and `commandfor` on buttons), which React passes through as
// attributes but @types/react does not list yet.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged declaration repeats the type parameter
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover' | `--${string}`;
    commandfor?: string;
  }
}
