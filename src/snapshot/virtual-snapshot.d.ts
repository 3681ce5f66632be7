/** The build-time snapshot (snapshot-integration.ts); null when it could not be built or SNAPSHOT=0. */
declare module 'virtual:ugift/home-snapshot' {
  const snapshot: import('./home-snapshot.ts').HomeSnapshot | null;
  export default snapshot;
}
