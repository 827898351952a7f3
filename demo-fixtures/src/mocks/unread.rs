//! The unread-message counts messaging keeps and crm's user content reports (#116
//! `unreadMessages`, the menu's bubble). Shared between the two mocks like the outbox, because
//! the real crm takes the count from the message system: marking a message seen at messaging
//! must change what crm says next.

use std::collections::HashMap;
use std::sync::{Arc, RwLock};

/// Counts messaging has changed, by portal user id; a user absent here still has the dataset's
/// count.
#[derive(Debug, Clone, Default)]
pub struct UnreadCounts {
    counts: Arc<RwLock<HashMap<u64, u32>>>,
}

impl UnreadCounts {
    pub(crate) fn set(&self, user_id: u64, count: u32) {
        self.counts
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .insert(user_id, count);
    }

    /// Forgets every change: each user has the dataset's count again.
    pub(crate) fn clear(&self) {
        self.counts
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .clear();
    }

    pub(crate) fn get(&self, user_id: u64) -> Option<u32> {
        self.counts
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(&user_id)
            .copied()
    }
}
