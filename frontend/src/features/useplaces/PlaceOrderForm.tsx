import { useState, type FormEvent } from 'react';
import { formsApi } from '../../api/formsApi';
import type { UsePlace } from '../../api/types';
import { useWrite } from '../../components/forms/useWrite';
import { fiSelfService } from '../../i18n/fiSelfService';
import { placeName } from '../../place/usePlaces';
import { FormAlert, SubmitButton, WriteOutcome } from '../../components/forms/WriteOutcome';

const t = fiSelfService.order;

/** Moves the item at `index` by `step` (−1 up, +1 down); the same list at the edges. */
export function moveItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/**
 * The order of the front page's places (#114 setContentOrder). The user content (#116) is
 * refetched after the save and shows the new order.
 */
export function PlaceOrderForm({ userId, places }: { userId: number; places: UsePlace[] }) {
  const [order, setOrder] = useState(() => places.map((place) => place.location.identifier));
  const [announcement, setAnnouncement] = useState('');
  const [save, { isLoading }] = formsApi.useSetContentOrderMutation();
  const write = useWrite();
  const byId = new Map(places.map((place) => [place.location.identifier, place]));
  const shown = order.filter((id) => byId.has(id));

  function move(index: number, step: -1 | 1) {
    const target = index + step;
    if (target < 0 || target >= shown.length) return;
    setOrder(moveItem(shown, index, step));
    setAnnouncement(t.moved(placeName(byId.get(shown[index]!)!), target + 1));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    await write.run(
      () => save({ userId, setContentOrderRequest: { order: shown } }).unwrap(),
      () => t.saved,
    );
  }

  return (
    <section className="card" aria-labelledby="place-order-title">
      <h2 id="place-order-title">{t.title}</h2>
      <p>{t.intro}</p>
      <form onSubmit={submit} noValidate aria-labelledby="place-order-title">
        <FormAlert show={write.formError !== null} />
        <ol className="order-list">
          {shown.map((id, index) => {
            const name = placeName(byId.get(id)!);
            const first = index === 0;
            const last = index === shown.length - 1;
            return (
              <li key={id} className="order-list__item">
                <span className="order-list__name">{name}</span>{' '}
                <button
                  type="button"
                  className="button button--secondary"
                  aria-disabled={first ? true : undefined}
                  onClick={() => move(index, -1)}
                >
                  {t.upShort}
                  <span className="visually-hidden"> {name}</span>
                </button>{' '}
                <button
                  type="button"
                  className="button button--secondary"
                  aria-disabled={last ? true : undefined}
                  onClick={() => move(index, 1)}
                >
                  {t.downShort}
                  <span className="visually-hidden"> {name}</span>
                </button>
              </li>
            );
          })}
        </ol>
        {write.serverErrors.order ? (
          <p className="field__error">{write.serverErrors.order}</p>
        ) : null}
        <p className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
        <SubmitButton pending={isLoading} />
      </form>
      <WriteOutcome write={write} />
    </section>
  );
}
