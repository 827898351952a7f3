import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { formsApi } from '../../api/formsApi';
import type { FollowUpOffer, FollowUpStatus } from '../../api/rowTypes';
import { Dialog } from '../../components/Dialog';
import { OutcomeDialog } from '../../components/forms/OutcomeDialog';
import { QueryState } from '../../components/QueryState';
import { formatDate, formatNumber, NBSP } from '../../format';
import { fi } from '../../i18n/fi';
import { fiForms } from '../../i18n/fiForms';
import { fiPlaceForms } from '../../i18n/fiPlaceForms';
import { usePlace } from '../../place/PlaceContext';

const t = fiPlaceForms.followup;

/** What the page shows after an accept: the §4 outcome, or the §8 error of the call. */
type Result =
  { kind: 'accepted'; product: string } | { kind: 'closed' } | { kind: 'error'; error: unknown };

function OfferCard({
  offer,
  canAccept,
  busy,
  onAccept,
}: {
  offer: FollowUpOffer;
  canAccept: boolean;
  busy: boolean;
  onAccept: (offer: FollowUpOffer) => void;
}) {
  const id = `offer-${offer.leadId}`;
  const { pricing } = offer;
  return (
    <section className="card" aria-labelledby={id}>
      <h3 id={id}>{offer.title}</h3>
      <p>{offer.description}</p>
      <dl className="facts">
        <div>
          <dt>{offer.productName}</dt>
          <dd>{t.validUntil(formatDate(offer.validUntil))}</dd>
        </div>
        <div>
          <dt>{t.price}</dt>
          <dd>{`${formatNumber(pricing.price, 2)}${NBSP}${pricing.priceUnit}`}</dd>
        </div>
        <div>
          <dt>{t.basicFee}</dt>
          <dd>{`${formatNumber(pricing.basicFee, 2)}${NBSP}${pricing.basicFeeUnit}`}</dd>
        </div>
      </dl>
      {canAccept ? (
        <button
          type="button"
          className="button"
          disabled={busy}
          aria-busy={busy}
          onClick={() => onAccept(offer)}
        >
          {busy ? t.accepting : t.accept}
        </button>
      ) : null}
    </section>
  );
}

function ResultDialog({ result, onClose }: { result: Result; onClose: () => void }) {
  if (result.kind === 'error') return <OutcomeDialog error={result.error} onClose={onClose} />;
  const accepted = result.kind === 'accepted';
  return (
    <Dialog
      title={accepted ? t.acceptedTitle : t.offTitle}
      role={accepted ? 'dialog' : 'alertdialog'}
      onEscape={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          {fiForms.close}
        </button>
      }
    >
      <p>{accepted ? t.accepted(result.product) : t.offText}</p>
    </Dialog>
  );
}

/**
 * Follow-up offers of a place (/kayttopaikka/tarjoukset). #56 gives the §4 status: `success`
 * (offers were made: #57 lists them, #55 accepts one after a confirmation), `fail` (no offer
 * could be made), `abort` (the customer declined), `off` (nothing open). Accepting answers
 * `success` or `off` (the offer closed meanwhile); both end in their own dialog.
 */
export function FollowupPage() {
  const { place, ownerId, readOnly, customerService } = usePlace();
  const target = { userId: ownerId, locationId: place.location.identifier };
  // #56/#57 name the owner's own places: not readable through a read right.
  const shared = readOnly && !customerService;
  const status = formsApi.useGetFollowupOfferStatusQuery(shared ? skipToken : target);
  const open = status.data?.status === 'success';
  const offers = formsApi.useGetFollowupOffersQuery(open ? target : skipToken);
  const [accept, { isLoading }] = formsApi.useAcceptFollowupOfferMutation();
  const [confirming, setConfirming] = useState<FollowUpOffer | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  async function confirm(offer: FollowUpOffer) {
    setConfirming(null);
    try {
      const answer = await accept({ userId: ownerId, leadId: offer.leadId }).unwrap();
      setResult(
        answer.status === 'success'
          ? { kind: 'accepted', product: offer.productName }
          : { kind: 'closed' },
      );
    } catch (error) {
      setResult({ kind: 'error', error });
    }
  }

  return (
    <>
      <h2>{fi.screens.followupOffers}</h2>
      {shared ? (
        <p className="notice" role="note">
          {t.readOnly}
        </p>
      ) : (
        <QueryState query={status} failed={t.loadFailed}>
          {(loaded) => (
            <>
              <p data-testid="followup-status">{statusText(loaded.status)}</p>
              {open ? (
                <QueryState query={offers} failed={t.loadFailed}>
                  {(list) =>
                    list.offers.length === 0 ? (
                      <p className="status status--empty">{statusText('off')}</p>
                    ) : (
                      list.offers.map((offer) => (
                        <OfferCard
                          key={offer.leadId}
                          offer={offer}
                          canAccept={!readOnly}
                          busy={isLoading}
                          onAccept={setConfirming}
                        />
                      ))
                    )
                  }
                </QueryState>
              ) : null}
            </>
          )}
        </QueryState>
      )}
      {confirming ? (
        <Dialog
          title={t.confirmTitle}
          actions={
            <>
              <button type="button" className="button" onClick={() => void confirm(confirming)}>
                {t.accept}
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setConfirming(null)}
              >
                {fiForms.cancel}
              </button>
            </>
          }
        >
          <p>{t.confirmText(confirming.productName)}</p>
        </Dialog>
      ) : null}
      {result ? <ResultDialog result={result} onClose={() => setResult(null)} /> : null}
    </>
  );
}

function statusText(status: FollowUpStatus): string {
  return t.statusIntro[status] ?? t.statusIntro.off!;
}
