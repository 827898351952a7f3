//! Verification of identity's access tokens against its published JWKS.

use jsonwebtoken::jwk::JwkSet;
use jsonwebtoken::{decode, decode_header, Algorithm, DecodingKey, Validation};
use tokio::sync::RwLock;
use upstream_clients::identity::{AccessClaims, IdentityClient};

use crate::error::{ApiError, ApiResult};
use crate::settings::IdentitySettings;

pub struct TokenVerifier {
    identity: IdentityClient,
    validation: Validation,
    keys: RwLock<Option<JwkSet>>,
}

impl TokenVerifier {
    pub fn new(identity: IdentityClient, settings: &IdentitySettings) -> Self {
        let mut validation = Validation::new(Algorithm::EdDSA);
        validation.set_issuer(&[&settings.issuer]);
        validation.set_audience(&[&settings.client_id]);
        validation.leeway = settings.leeway_seconds;
        validation.set_required_spec_claims(&["exp", "iss", "aud", "sub"]);
        Self {
            identity,
            validation,
            keys: RwLock::new(None),
        }
    }

    /// Verifies a token identity just gave us. An unknown `kid` refreshes the key set once
    /// (identity rotated its key); a token that still does not verify is refused.
    pub async fn verify(&self, token: &str) -> ApiResult<AccessClaims> {
        let header = decode_header(token).map_err(|error| {
            ApiError::internal(format!("identity issued an unreadable token: {error}"))
        })?;
        let kid = header.kid.unwrap_or_default();
        let key = match self.key_for(&kid).await {
            Some(key) => key,
            None => {
                self.reload_keys().await?;
                self.key_for(&kid).await.ok_or_else(|| {
                    ApiError::internal("identity issued a token with an unknown key id")
                })?
            }
        };
        let claims = decode::<AccessClaims>(token, &key, &self.validation)
            .map_err(|error| ApiError::internal(format!("identity token did not verify: {error}")))?
            .claims;
        if claims.token_use != "access" {
            return Err(ApiError::internal("identity issued a non-access token"));
        }
        Ok(claims)
    }

    async fn key_for(&self, kid: &str) -> Option<DecodingKey> {
        let keys = self.keys.read().await;
        let jwk = keys.as_ref()?.find(kid)?;
        DecodingKey::from_jwk(jwk).ok()
    }

    async fn reload_keys(&self) -> ApiResult<()> {
        let keys = self.identity.jwks().await?;
        *self.keys.write().await = Some(keys);
        Ok(())
    }
}
