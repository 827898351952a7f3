import { useEffect } from 'react';
import { clearMaintenance, type Maintenance } from './maintenance';

const timeFormat = new Intl.DateTimeFormat('fi-FI', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Helsinki',
});

/** Tries again after Retry-After, but at least every 5 s apart and at most 5 min. */
export function retryDelayMs(retryAfterSeconds: number): number {
  return Math.min(Math.max(retryAfterSeconds, 5), 300) * 1000;
}

/**
 * The customer's maintenance page (A70): the company's message and when the break ends; it
 * tries again by itself after Retry-After, and the screens come back once the break is over.
 */
export function MaintenanceScreen({ maintenance }: { maintenance: Maintenance }) {
  useEffect(() => {
    const timer = window.setTimeout(clearMaintenance, retryDelayMs(maintenance.retryAfterSeconds));
    return () => window.clearTimeout(timer);
  }, [maintenance]);
  const until = maintenance.until ? new Date(maintenance.until) : null;
  return (
    <main id="main" className="page page--narrow" tabIndex={-1}>
      <h1>Palvelussa on huoltokatko</h1>
      <p>{maintenance.message}</p>
      {until && !Number.isNaN(until.getTime()) ? (
        <p>
          Huoltokatko päättyy <strong>{timeFormat.format(until)}</strong>.
        </p>
      ) : (
        <p>Huoltokatkon päättymisaika ei ole vielä tiedossa.</p>
      )}
      <p>Sivu yrittää uudelleen itsestään. Voit myös yrittää nyt.</p>
      <button type="button" className="button" onClick={clearMaintenance}>
        Yritä uudelleen
      </button>
    </main>
  );
}
