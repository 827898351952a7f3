// The exported answers are generated (`npm run demo-data`), not kept in git; this names their type
// so the app type-checks before the first export.
declare module '*/demo-data.gen.json' {
  import type { DemoData } from './demoData';
  const data: DemoData;
  export default data;
}
