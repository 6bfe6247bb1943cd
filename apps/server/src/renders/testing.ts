import type { RenderPool } from "./pool";

/** What the held renderer answers for every PDF. */
export const HELD_PDF = Buffer.from("%PDF-1.4\n% held render\n");

/**
 * A renderer whose PDFs the test finishes by hand, first started first finished, so a test sees which
 * renders run and which wait. With `holding` false every PDF is finished at once.
 */
export function heldRenders() {
  const started: { title: string; finish: () => void }[] = [];
  let done = 0;
  const render = (title: string) =>
    new Promise<Buffer>((resolve) => {
      const finish = () => {
        done++;
        resolve(HELD_PDF);
      };
      if (renders.holding) started.push({ title, finish });
      else finish();
    });
  const renders = {
    holding: true,
    labelSheets: (options: { title: string }) => render(options.title),
    purchaseOrder: ({ order }: { order: { id: number } }) => render(`Purchase order ${order.id}`),
    receipt: ({ label }: { label: string }) => render(`Receipt ${label}`),
    /** The titles of the PDFs being made now. */
    get running(): string[] {
      return started.map((render) => render.title);
    },
    get completed() {
      return done;
    },
    finishNext: () => started.shift()!.finish(),
    close: () => Promise.resolve(),
  } satisfies RenderPool & Record<string, unknown>;
  return renders;
}
