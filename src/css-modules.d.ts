// Gatsby 5 exports CSS module classes by name: `import * as styles from './x.module.css'`.
declare module '*.module.css' {
  const classes: { readonly [name: string]: string };
  export = classes;
}
