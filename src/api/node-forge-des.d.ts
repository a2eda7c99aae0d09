/** node-forge's core object; its DES module (imported for its side effect) registers `cipher` and `util` on it. */
declare module 'node-forge/lib/forge' {
  import forge from 'node-forge';
  export default forge;
}
declare module 'node-forge/lib/des';
