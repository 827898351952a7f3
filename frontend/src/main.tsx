import './styles.css';

/**
 * A new task: the browser may paint and handle input in between. Start-up (evaluating the
 * store with RTK Query, the router with the first screens and react-dom, then the first render)
 * was one task of about 200 ms on a CPU slowed four times as Lighthouse's phone is, counted as
 * blocking time beyond its first 50 ms; in steps, each task is about half of that.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// `eager`: these modules stay in the first-screen files (no further requests); only their
// evaluation is spread over several tasks.
async function start(container: HTMLElement) {
  const { setupStore } = await import(/* webpackMode: "eager" */ './app/store');
  const store = setupStore();
  await nextTask();
  const { createAppRouter } = await import(/* webpackMode: "eager" */ './app/router');
  const router = createAppRouter();
  await nextTask();
  const { mount } = await import(/* webpackMode: "eager" */ './app/mount');
  await nextTask();
  mount(container, store, router);
}

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');
void start(container);
