declare module 'vnu-jar' {
  /** Absolute path of vnu.jar, the Nu HTML Checker. */
  const jarPath: string
  export default jarPath
}
