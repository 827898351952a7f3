//! The budget alert (issue 25): metering tells messaging when a place's month-end projection
//! passes its electricity budget (#129). The household gets one message a month per place in its
//! general box, unseen, so it counts in the unread bubble (crm's #116 `unreadMessages`). The
//! message's id names the place and the month, so a second projection over the budget in the same
//! month finds it and sends nothing; a reset of the mocks restores the dataset's messages, so the
//! month's alert can come again.

use chrono::{DateTime, NaiveDate, Timelike, Utc};
use upstream_clients::messaging::MessageBox;
use upstream_clients::money::Cents;

use super::boxes::{publish_unread, sync_unread_count};
use super::Messaging;
use crate::billing::pdf::format_cents;
use crate::dataset::messages::DemoMessage;
use crate::dataset::UsePlace;
use crate::series::TIME_ZONE;

/// The message type of a budget alert.
const BUDGET_ALERT: &str = "BUDGET_ALERT";

/// What metering knows when a projection passes a budget.
pub(crate) struct BudgetAlert<'a> {
    /// The household: the place's owner.
    pub(crate) user_id: u64,
    pub(crate) place: &'a UsePlace,
    /// Any day of the month the projection is for.
    pub(crate) month: NaiveDate,
    pub(crate) so_far: Cents,
    pub(crate) projected: Cents,
    pub(crate) budget: Cents,
    /// When it is sent (the data's "now").
    pub(crate) now: DateTime<Utc>,
}

/// The message id of `location`'s budget alert of `month`.
fn budget_alert_id(location: &str, month: NaiveDate) -> String {
    format!("BUDGET-{location}-{}", month.format("%Y-%m"))
}

impl Messaging {
    /// Puts the alert in the household's general box unless the place's alert of that month is
    /// there already; true when it was put there.
    pub(crate) fn deliver_budget_alert(&self, alert: &BudgetAlert<'_>) -> bool {
        let place = alert.place;
        let message_id = budget_alert_id(&place.location_identifier, alert.month);
        let mut data = self.data_mut();
        if data.messages.iter().any(|m| m.message_id == message_id) {
            return false;
        }
        let name = place.name.as_deref().unwrap_or(&place.address.street);
        let sent = alert.now.with_timezone(&TIME_ZONE);
        data.messages.push(DemoMessage {
            message_id,
            user_id: alert.user_id,
            message_box: MessageBox::General,
            kind: BUDGET_ALERT.to_owned(),
            title: "Sähkön kulutusbudjetti ylittymässä".to_owned(),
            body: format!(
                "Käyttöpaikan {name} sähkön kustannusten ennuste kuun lopussa on {}, kun \
                 budjettisi on {}. Tähän mennessä kustannukset ovat {}.",
                format_cents(alert.projected),
                format_cents(alert.budget),
                format_cents(alert.so_far),
            ),
            days_ago: 0,
            sent_at: (sent.hour(), sent.minute()),
            seen: false,
            location_identifier: Some(place.location_identifier.clone()),
        });
        sync_unread_count(&mut data, alert.user_id);
        publish_unread(self, &data, alert.user_id);
        true
    }
}
