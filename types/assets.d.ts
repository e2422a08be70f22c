// Class-name typings for each `*.module.scss` are generated beside it by typed-scss-modules (`npm run css:types`).
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
