import { followTouch } from './touchCursor';

function touch(target: HTMLElement, type: string, x: number, y: number) {
  const event = new Event(type);
  Object.defineProperty(event, 'touches', { value: [{ clientX: x, clientY: y }] });
  target.dispatchEvent(event);
}

describe('followTouch', () => {
  function plot() {
    const over = document.createElement('div');
    over.getBoundingClientRect = () => ({ left: 20, top: 100 }) as DOMRect;
    return { over, setCursor: jest.fn() };
  }

  it('moves the cursor to the finger on a tap and while the finger moves', () => {
    const chart = plot();
    followTouch(chart);
    touch(chart.over, 'touchstart', 50, 150);
    touch(chart.over, 'touchmove', 80, 140);
    expect(chart.setCursor.mock.calls).toEqual([[{ left: 30, top: 50 }], [{ left: 60, top: 40 }]]);
  });

  it('stops following when told', () => {
    const chart = plot();
    followTouch(chart)();
    touch(chart.over, 'touchmove', 80, 140);
    expect(chart.setCursor).not.toHaveBeenCalled();
  });
});
