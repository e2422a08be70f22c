import * as styles from './RouteErrorScreen.module.scss';

/** What went wrong, in one line: a thrown error's message. */
function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/** The way home is a full page load, which also picks up code from a newer release. */
export function RouteErrorScreen({ error }: { readonly error: unknown }) {
  const message = describe(error);
  return (
    <main className={styles.screen}>
      <h1>Unexpected Application Error!</h1>
      {message && <p className={styles.message}>{message}</p>}
      <a href="/" className={styles.home}>
        Return to Home
      </a>
    </main>
  );
}
