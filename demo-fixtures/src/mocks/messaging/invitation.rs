//! A company's invitation in the invited person's message box: crm tells messaging when it
//! records an invitation to an existing customer, as metering tells it of a budget alert. The
//! message goes to the general box unseen, so it counts in the unread bubble, and its id names
//! the company and the invitation, so the same invitation sent again puts no second message
//! there. Accepting or declining happens beside the box (the invitation rows), not through it.

use chrono::Timelike;
use upstream_clients::messaging::MessageBox;

use super::boxes::{publish_unread, sync_unread_count};
use super::Messaging;
use crate::dataset::calendar::now;
use crate::dataset::messages::DemoMessage;
use crate::series::TIME_ZONE;

/// The message type of a company's invitation.
const COMPANY_INVITATION: &str = "COMPANY_INVITATION";

/// What crm knows when it records an invitation.
pub(crate) struct InvitationNotice<'a> {
    /// The invited person (an existing customer).
    pub(crate) user_id: u64,
    pub(crate) company_ref: &'a str,
    pub(crate) company_name: &'a str,
    /// The invitation's reference (the user reference the person gets on accepting).
    pub(crate) reference: &'a str,
    pub(crate) places: usize,
}

impl Messaging {
    /// Puts the invitation in the person's general box unless it is there already; true when
    /// it was put there.
    pub(crate) fn deliver_company_invitation(&self, notice: &InvitationNotice<'_>) -> bool {
        let message_id = format!("INVITATION-{}-{}", notice.company_ref, notice.reference);
        let mut data = self.data_mut();
        if data.messages.iter().any(|m| m.message_id == message_id) {
            return false;
        }
        let sent = now().with_timezone(&TIME_ZONE);
        data.messages.push(DemoMessage {
            message_id,
            user_id: notice.user_id,
            message_box: MessageBox::General,
            kind: COMPANY_INVITATION.to_owned(),
            title: format!("{} kutsuu sinut yrityksen käyttäjäksi", notice.company_name),
            body: format!(
                "Yritys {} kutsuu sinut käyttäjäkseen ja tarjoaa sinulle {} käyttöpaikkaa. \
                 Hyväksy tai hylkää kutsu viestien yläpuolelta tai etusivulta. Yritys näkee \
                 nimesi ja yhteystietosi vasta, kun hyväksyt kutsun.",
                notice.company_name, notice.places,
            ),
            days_ago: 0,
            sent_at: (sent.hour(), sent.minute()),
            seen: false,
            location_identifier: None,
        });
        sync_unread_count(&mut data, notice.user_id);
        publish_unread(self, &data, notice.user_id);
        true
    }
}
