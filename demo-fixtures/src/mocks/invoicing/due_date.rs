//! The day of the month a place's invoices fall due: read in the summary (#160), changed with
//! #237. A place may change it once in twelve months; until changed it is the billing's
//! [`DUE_DAY`]. Invoices already sent keep their due dates (only later ones would follow).

use std::collections::HashMap;

use actix_web::{web, HttpResponse};
use chrono::{Months, NaiveDate};
use upstream_clients::invoicing::{InvoiceDueDate, InvoiceDueDateRequest, INVOICE_DUE_DATE_CODES};

use super::{owned_place, today, Answer, Data};
use crate::billing::invoices::DUE_DAY;
use crate::mocks::error::MockError;
use crate::mocks::params::{BadRequest, Contract};

/// How long after a change the due date is locked.
const LOCKED_FOR: Months = Months::new(12);

/// Changed due dates by location identifier: (code, the day it was changed).
#[derive(Debug, Default)]
pub(super) struct DueDates {
    changed: HashMap<String, (String, NaiveDate)>,
}

impl DueDates {
    /// The place's due-date fields of the summary on `today`.
    pub(super) fn of(&self, location_identifier: &str, today: NaiveDate) -> InvoiceDueDate {
        match self.changed.get(location_identifier) {
            None => InvoiceDueDate {
                invoice_due_date_code: DUE_DAY.to_string(),
                can_change_due_date: true,
                last_changed_date: None,
            },
            Some((code, changed)) => InvoiceDueDate {
                invoice_due_date_code: code.clone(),
                can_change_due_date: changed
                    .checked_add_months(LOCKED_FOR)
                    .is_some_and(|unlocked| today >= unlocked),
                last_changed_date: Some(changed.format("%Y-%m-%d").to_string()),
            },
        }
    }

    /// Changes the code, unless the summary says the place may not (then `None`).
    fn change(
        &mut self,
        location_identifier: &str,
        code: &str,
        today: NaiveDate,
    ) -> Option<InvoiceDueDate> {
        if !self.of(location_identifier, today).can_change_due_date {
            return None;
        }
        self.changed
            .insert(location_identifier.to_owned(), (code.to_owned(), today));
        Some(self.of(location_identifier, today))
    }
}

/// #237 PUT /v2/invoice/user/{userId}/location/{locationId}/dueDate: answers the new due-date
/// fields; 409 `DueDateChangeNotAllowed` when canChangeDueDate is false.
pub(super) async fn change(
    state: Data,
    path: web::Path<(String, String)>,
    body: web::Json<InvoiceDueDateRequest>,
) -> Answer {
    // The gateway validated the code; the check stays because a stored unknown code would
    // break every later summary.
    if !INVOICE_DUE_DATE_CODES.contains(&body.invoice_due_date_code.as_str()) {
        return Err(BadRequest::invalid("invoiceDueDateCode", "01, 15 or LAST"));
    }
    let data = state.data();
    let place = owned_place(&data, &path.0, &path.1)?;
    let changed = state.changes_mut().due_dates.change(
        &place.location_identifier,
        &body.invoice_due_date_code,
        today(),
    );
    match changed {
        Some(due_date) => Ok(HttpResponse::Ok().json(due_date)),
        None => Err(MockError::conflict(
            "DueDateChangeNotAllowed",
            "the due date was changed less than twelve months ago",
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_change_locks_the_due_date_for_twelve_months() {
        let mut due_dates = DueDates::default();
        let day = NaiveDate::from_ymd_opt(2026, 3, 15).unwrap();
        assert_eq!(due_dates.of("KP1", day).invoice_due_date_code, "28");

        let changed = due_dates.change("KP1", "15", day).unwrap();
        assert_eq!(changed.invoice_due_date_code, "15");
        assert_eq!(changed.last_changed_date.as_deref(), Some("2026-03-15"));
        assert!(!changed.can_change_due_date);
        assert!(due_dates.change("KP1", "01", day).is_none());
        assert!(due_dates.change("KP2", "01", day).is_some());

        let a_year_on = NaiveDate::from_ymd_opt(2027, 3, 15).unwrap();
        assert!(due_dates.of("KP1", a_year_on).can_change_due_date);
    }
}
