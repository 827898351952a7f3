import { skipToken } from '@reduxjs/toolkit/query';
import { api } from '../../api/enhanced';
import type { UsePlace } from '../../api/types';
import { QueryState } from '../../components/QueryState';
import { formatDate } from '../../format';
import { fi } from '../../i18n/fi';
import { fiScreens } from '../../i18n/fiScreens';
import { usePlace } from '../../place/PlaceContext';
import { ScrollTable } from '../../components/TableScroll';

/**
 * The place's locationReferenceId, which documents/v1 names places by. The user-content answer
 * (#116) does not carry it yet (a gateway change is asked for); until it does, this is undefined
 * and the screen says the documents cannot be shown.
 */
export function locationReference(place: UsePlace): string | undefined {
  const reference = (place.location as { locationReferenceId?: unknown }).locationReferenceId;
  return typeof reference === 'string' && reference !== '' ? reference : undefined;
}

/** The file of a document (#189): a plain link, the gateway streams it as an attachment. */
export function documentUrl(userId: number, locationRef: string, documentId: string): string {
  return `/api/documents/v1/user/${userId}/location/${encodeURIComponent(locationRef)}/document/${encodeURIComponent(documentId)}`;
}

/** Documents of a place (/kayttopaikka/asiakirjat): contract terms, price lists, confirmations. */
export function DocumentsPage() {
  const { place, viewerId } = usePlace();
  const reference = locationReference(place);
  const documents = api.useGetDocumentsQuery(
    reference ? { userId: viewerId, locationRef: reference } : skipToken,
  );
  return (
    <>
      <h2>{fi.screens.documents}</h2>
      {!reference ? (
        <p className="notice" role="note">
          {fiScreens.documents.unavailable}
        </p>
      ) : (
        <QueryState
          query={documents}
          failed={fiScreens.documents.loadFailed}
          empty={fiScreens.documents.none}
          isEmpty={(data) => data.items.length === 0}
        >
          {(data) => (
            <ScrollTable caption={fiScreens.documents.caption}>
              <thead>
                <tr>
                  <th scope="col">{fiScreens.documents.name}</th>
                  <th scope="col">{fiScreens.documents.type}</th>
                  <th scope="col">{fiScreens.documents.date}</th>
                  <th scope="col">{fiScreens.documents.file}</th>
                </tr>
              </thead>
              <tbody>
                {[...data.items]
                  .sort((a, b) => b.date.localeCompare(a.date))
                  .map((document) => (
                    <tr key={document.documentId}>
                      <th scope="row">{document.name}</th>
                      <td>
                        {fiScreens.documents.types[document.documentType] ?? document.documentType}
                      </td>
                      <td>{formatDate(document.date)}</td>
                      <td>
                        <a
                          href={documentUrl(viewerId, reference, document.documentId)}
                          download={document.fileName}
                        >
                          {fiScreens.documents.download(document.name)}
                        </a>
                      </td>
                    </tr>
                  ))}
              </tbody>
            </ScrollTable>
          )}
        </QueryState>
      )}
    </>
  );
}
