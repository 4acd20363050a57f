import { type RenderTask, renderSheets } from '@server/records/timesheet-pdf/render-task';

/** The real rendering, 800 ms late: an export that holds its slot long enough to be seen. */
export default async function slowRender(task: RenderTask) {
  await new Promise((resolve) => setTimeout(resolve, 800));
  return renderSheets(task);
}
