// The run store as the service holds it: one connection for the server's life,
// opened when the first run exists (a `verify --save` from another process may
// create the database while the server runs), created when a request saves one.
import { openStore, storeExists, type Store } from "../node/store/store.js";

export class RunStore {
  private store: Store | undefined;

  constructor(readonly folder: string) {}

  /** The store, or undefined while no run has been saved in the folder. */
  reader(): Store | undefined {
    if (this.store === undefined && storeExists(this.folder)) this.store = openStore(this.folder, { create: false });
    return this.store;
  }

  writer(): Store {
    this.store ??= openStore(this.folder, { create: true });
    return this.store;
  }

  close(): void {
    this.store?.close();
    this.store = undefined;
  }
}
