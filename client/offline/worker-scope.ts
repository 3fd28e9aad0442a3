/**
 * The few types of a service worker's global scope that client/sw.ts uses. The project compiles against the
 * DOM's types, and TypeScript's WebWorker library cannot be added beside them (they declare the same globals
 * differently), so what the worker needs is said here. Types only.
 */

export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  /** The page's response the browser fetched while the worker started (navigation preload), if it did. */
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(response: Response | Promise<Response>): void;
  /** The page a navigation makes (the client it will be once answered). */
  readonly resultingClientId: string;
}

export interface ServiceWorkerScope {
  readonly location: { readonly origin: string };
  readonly registration: ServiceWorkerRegistration;
  readonly clients: { get(id: string): Promise<{ postMessage(message: unknown): void } | undefined> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
}
