// vnu-jar exports the path of the W3C validator's jar (run with the machine's Java).
declare module 'vnu-jar' {
  const jarPath: string;
  export default jarPath;
}
