//! The typed calls the gateway makes to crm itself (besides the mirrored rows).

use super::*;
use crate::error::UpstreamError;
use crate::http::{Credentials, Upstream};

#[derive(Debug, Clone)]
pub struct CrmClient {
    upstream: Upstream,
}

impl CrmClient {
    pub fn new(upstream: Upstream) -> Self {
        Self { upstream }
    }

    /// The portal user behind an identity subject.
    pub async fn user_mapping(
        &self,
        token: &str,
        subject: &str,
    ) -> Result<UserMapping, UpstreamError> {
        self.upstream
            .get_json(
                &["v1", "user-mappings", subject],
                Credentials::Bearer(token),
            )
            .await
    }

    /// User content: the user, their use places and the places shared with them.
    pub async fn user_content(
        &self,
        token: &str,
        user_id: u64,
    ) -> Result<UserContent, UpstreamError> {
        let id = user_id.to_string();
        self.upstream
            .get_json(&["v1", "users", &id, "content"], Credentials::Bearer(token))
            .await
    }

    /// What the user may reach: own places, read rights held, company memberships.
    pub async fn access_scope(
        &self,
        token: &str,
        user_id: u64,
    ) -> Result<AccessScope, UpstreamError> {
        let id = user_id.to_string();
        self.upstream
            .get_json(
                &["v1", "users", &id, "access-scope"],
                Credentials::Bearer(token),
            )
            .await
    }
}
