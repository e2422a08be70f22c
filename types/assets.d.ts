// Class-name typings for each `*.module.scss` are generated beside it by `npm run css:types` (scripts/css-types.ts).
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.woff2' {
  const url: string;
  export default url;
}
