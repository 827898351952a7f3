import { useState } from 'react';
import { fiCompany } from '../../../i18n/fiCompany';
import { CsvExportDialog } from '../CsvExportDialog';
import type { PlaceArg } from './heldPlace';

/** The place's or composite's consumption as a file (#206); a read right suffices (A55). */
export function CsvExport({ arg }: { arg: PlaceArg }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <p>
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {fiCompany.csv.open}
        </button>
      </p>
      {open ? (
        <CsvExportDialog
          companyRef={arg.companyRef}
          userId={arg.userId}
          target={{ ref: arg.compositeLocationId }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
