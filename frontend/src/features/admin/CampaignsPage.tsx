import { useState, type FormEvent } from 'react';
import type { Campaign, CampaignRequest, CampaignState, Company } from '../../api/adminApi';
import { FormError } from '../../components/FormError';
import { QueryState, type QueryLike } from '../../components/QueryState';
import { TextField } from '../../components/TextField';
import { adminApi } from '../../api/adminApi';
import { fiAdmin } from './fiAdmin';
import { ConfirmedAction, Done, isHttps, OriginSelect } from './parts';

const t = fiAdmin.campaigns;

type Fields = Record<
  'title' | 'description' | 'benefit' | 'partner' | 'linkUrl' | 'company' | 'startDate' | 'endDate',
  string
>;
const EMPTY: Fields = {
  title: '',
  description: '',
  benefit: '',
  partner: '',
  linkUrl: '',
  company: '',
  startDate: '',
  endDate: '',
};

function request(campaign: Campaign, status: CampaignState): CampaignRequest {
  const { title, description, benefit, partner, linkUrl, company, startDate, endDate } = campaign;
  return { status, title, description, benefit, partner, linkUrl, company, startDate, endDate };
}

function problemsOf(fields: Fields): Partial<Fields> {
  const found: Partial<Fields> = {};
  for (const name of [
    'title',
    'description',
    'benefit',
    'partner',
    'linkUrl',
    'startDate',
    'endDate',
  ] as const) {
    if (!fields[name].trim()) found[name] = fiAdmin.required;
  }
  if (fields.linkUrl && !isHttps(fields.linkUrl)) found.linkUrl = fiAdmin.tile.httpsOnly;
  if (fields.startDate && fields.endDate && fields.endDate < fields.startDate) {
    found.endDate = t.endBeforeStart;
  }
  return found;
}

function CampaignForm({ onDone }: { onDone: (text: string) => void }) {
  const [create, { isLoading, error }] = adminApi.useCreateCampaignMutation();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [problems, setProblems] = useState<Partial<Fields>>({});

  async function save(status: CampaignState) {
    const found = problemsOf(fields);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const body: CampaignRequest = {
      status,
      title: fields.title.trim(),
      description: fields.description.trim(),
      benefit: fields.benefit.trim(),
      partner: fields.partner.trim(),
      linkUrl: fields.linkUrl.trim(),
      company: (fields.company || null) as Company | null,
      startDate: fields.startDate,
      endDate: fields.endDate,
    };
    await create(body)
      .unwrap()
      .then(() => {
        setFields(EMPTY);
        onDone(t.created(body.title));
      })
      .catch(() => undefined);
  }

  const field = (name: keyof Fields, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={fields[name]}
      error={problems[name]}
      onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
    />
  );

  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void save('DRAFT');
      }}
      noValidate
      aria-labelledby="new-campaign"
    >
      <h2 id="new-campaign">{t.create}</h2>
      {field('title', t.campaignTitle)}
      {field('description', t.description)}
      {field('benefit', t.benefit)}
      {field('partner', t.partner)}
      {field('linkUrl', t.linkUrl)}
      <OriginSelect
        id="campaign-company"
        label={t.company}
        value={fields.company}
        onChange={(company) => setFields({ ...fields, company })}
        allLabel={fiAdmin.allOrigins}
      />
      {field('startDate', t.startDate, 'date')}
      {field('endDate', t.endDate, 'date')}
      <FormError error={error} />
      <div className="actions">
        <button type="submit" className="button button--secondary" disabled={isLoading}>
          {t.asDraft}
        </button>
        <button
          type="button"
          className="button"
          disabled={isLoading}
          onClick={() => void save('PUBLISHED')}
        >
          {t.publishNow}
        </button>
      </div>
    </form>
  );
}

function CampaignList({
  title,
  query,
  onDone,
}: {
  title: string;
  query: QueryLike<{ campaigns: Campaign[] }>;
  onDone: (text: string) => void;
}) {
  const [update] = adminApi.useUpdateCampaignMutation();
  const [remove] = adminApi.useDeleteCampaignMutation();
  return (
    <>
      <h2>{title}</h2>
      <QueryState
        query={query}
        failed={fiAdmin.failed}
        empty={t.none}
        isEmpty={(data) => data.campaigns.length === 0}
      >
        {(data) => (
          <ul className="admin-list">
            {data.campaigns.map((campaign) => (
              <li key={campaign.campaignId} className="admin-row">
                <h3>{campaign.title}</h3>
                <p>
                  {campaign.benefit}, {campaign.partner},{' '}
                  {t.period(campaign.startDate, campaign.endDate)}
                  {campaign.company ? `, ${campaign.company}` : ''}
                </p>
                <div className="actions">
                  {campaign.status === 'DRAFT' ? (
                    <ConfirmedAction
                      label={t.publish}
                      title={`${t.publish}: ${campaign.title}?`}
                      confirm={t.publish}
                      action={() =>
                        update({
                          campaignId: campaign.campaignId,
                          campaignRequest: request(campaign, 'PUBLISHED'),
                        }).unwrap()
                      }
                      done={t.publishedDone(campaign.title)}
                      onDone={onDone}
                    />
                  ) : null}
                  <ConfirmedAction
                    label={fiAdmin.remove}
                    title={t.confirmRemove(campaign.title)}
                    action={() => remove(campaign.campaignId).unwrap()}
                    done={t.removed(campaign.title)}
                    onDone={onDone}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}

/** Campaigns (A31): published, drafts and expired ones, a new one, publishing and deleting. */
export function CampaignsPage() {
  const published = adminApi.useGetPublishedCampaignsQuery();
  const drafts = adminApi.useGetDraftCampaignsQuery();
  const expired = adminApi.useGetExpiredCampaignsQuery();
  const [done, setDone] = useState<string | null>(null);
  return (
    <section aria-labelledby="campaigns-title" className="admin-tool">
      <h1 id="campaigns-title">{t.title}</h1>
      <Done text={done} />
      <CampaignList title={t.drafts} query={drafts} onDone={setDone} />
      <CampaignList title={t.published} query={published} onDone={setDone} />
      <CampaignList title={t.expired} query={expired} onDone={setDone} />
      <CampaignForm onDone={setDone} />
    </section>
  );
}
