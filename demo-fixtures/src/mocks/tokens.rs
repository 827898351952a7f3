//! The identity mock's signing key and the token checks crm shares in-process: Ed25519 (EdDSA)
//! JWTs, a JWKS with one key, and the set of revoked access token ids.

use std::collections::HashSet;
use std::sync::RwLock;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use jsonwebtoken::jwk::{
    AlgorithmParameters, CommonParameters, EllipticCurve, Jwk, JwkSet, KeyAlgorithm,
    OctetKeyPairParameters, OctetKeyPairType, PublicKeyUse,
};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use ring::rand::SystemRandom;
use ring::signature::{Ed25519KeyPair, KeyPair as _};
use serde::{Deserialize, Serialize};
use upstream_clients::identity::AccessClaims;

/// Claims of the id token: who signed in, for the client.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct IdClaims {
    pub sub: String,
    pub email: String,
    pub name: String,
    pub iss: String,
    pub aud: String,
    pub iat: u64,
    pub exp: u64,
    /// Always "id".
    pub token_use: String,
}

/// Issues and verifies the identity mock's tokens.
pub(crate) struct Tokens {
    encoding: EncodingKey,
    decoding: DecodingKey,
    kid: String,
    public_key: Vec<u8>,
    issuer: String,
    audience: String,
    ttl: Duration,
    /// `jti`s of access tokens whose refresh token was revoked.
    revoked: RwLock<HashSet<String>>,
}

pub(crate) fn unix_now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

impl Tokens {
    /// A fresh Ed25519 key pair (per process start: tokens do not survive a restart).
    pub fn generate(issuer: &str, audience: &str, ttl: Duration) -> std::io::Result<Self> {
        let rng = SystemRandom::new();
        let pkcs8 = Ed25519KeyPair::generate_pkcs8(&rng)
            .map_err(|_| std::io::Error::other("could not generate an Ed25519 key"))?;
        let pair = Ed25519KeyPair::from_pkcs8(pkcs8.as_ref())
            .map_err(|_| std::io::Error::other("generated Ed25519 key is invalid"))?;
        let public_key = pair.public_key().as_ref().to_vec();
        let fingerprint = ring::digest::digest(&ring::digest::SHA256, &public_key);
        Ok(Tokens {
            encoding: EncodingKey::from_ed_der(pkcs8.as_ref()),
            decoding: DecodingKey::from_ed_der(&public_key),
            kid: URL_SAFE_NO_PAD.encode(&fingerprint.as_ref()[..12]),
            public_key,
            issuer: issuer.to_owned(),
            audience: audience.to_owned(),
            ttl,
            revoked: RwLock::new(HashSet::new()),
        })
    }

    pub fn ttl(&self) -> Duration {
        self.ttl
    }

    /// The public key as a JWK set (kty OKP, crv Ed25519, alg EdDSA, use sig, kid).
    pub fn jwks(&self) -> JwkSet {
        JwkSet {
            keys: vec![Jwk {
                common: CommonParameters {
                    public_key_use: Some(PublicKeyUse::Signature),
                    key_algorithm: Some(KeyAlgorithm::EdDSA),
                    key_id: Some(self.kid.clone()),
                    ..CommonParameters::default()
                },
                algorithm: AlgorithmParameters::OctetKeyPair(OctetKeyPairParameters {
                    key_type: OctetKeyPairType::OctetKeyPair,
                    curve: EllipticCurve::Ed25519,
                    x: URL_SAFE_NO_PAD.encode(&self.public_key),
                }),
            }],
        }
    }

    fn sign<T: Serialize>(&self, claims: &T) -> String {
        let mut header = Header::new(Algorithm::EdDSA);
        header.kid = Some(self.kid.clone());
        jsonwebtoken::encode(&header, claims, &self.encoding)
            .expect("signing with a valid Ed25519 key cannot fail")
    }

    /// An access token and its `jti`.
    pub fn access_token(&self, sub: &str, username: &str, groups: &[String]) -> (String, String) {
        let iat = unix_now();
        let jti = uuid::Uuid::new_v4().to_string();
        let claims = AccessClaims {
            sub: sub.to_owned(),
            username: username.to_owned(),
            groups: groups.to_vec(),
            iss: self.issuer.clone(),
            aud: self.audience.clone(),
            iat,
            exp: iat + self.ttl.as_secs(),
            jti: jti.clone(),
            token_use: "access".to_owned(),
        };
        (self.sign(&claims), jti)
    }

    pub fn id_token(&self, sub: &str, email: &str, name: &str) -> String {
        let iat = unix_now();
        self.sign(&IdClaims {
            sub: sub.to_owned(),
            email: email.to_owned(),
            name: name.to_owned(),
            iss: self.issuer.clone(),
            aud: self.audience.clone(),
            iat,
            exp: iat + self.ttl.as_secs(),
            token_use: "id".to_owned(),
        })
    }

    pub fn revoke(&self, jtis: impl IntoIterator<Item = String>) {
        self.revoked
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .extend(jtis);
    }

    /// The claims of a valid access token: our signature and kid, not expired (no leeway), our
    /// issuer and audience, `token_use` "access", not revoked.
    pub fn verify_access(&self, token: &str) -> Option<AccessClaims> {
        let header = jsonwebtoken::decode_header(token).ok()?;
        if header.kid.as_deref() != Some(self.kid.as_str()) {
            return None;
        }
        let mut validation = Validation::new(Algorithm::EdDSA);
        validation.leeway = 0;
        validation.set_issuer(&[&self.issuer]);
        validation.set_audience(&[&self.audience]);
        validation.set_required_spec_claims(&["exp", "iss", "aud", "sub"]);
        let claims = jsonwebtoken::decode::<AccessClaims>(token, &self.decoding, &validation)
            .ok()?
            .claims;
        let revoked = self
            .revoked
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .contains(&claims.jti);
        (claims.token_use == "access" && !revoked).then_some(claims)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens() -> Tokens {
        Tokens::generate("http://issuer", "client", Duration::from_secs(60)).unwrap()
    }

    #[test]
    fn an_issued_access_token_verifies_and_carries_the_claims() {
        let tokens = tokens();
        let (token, jti) = tokens.access_token("sub-1", "a@b.example", &["G".to_owned()]);
        let claims = tokens.verify_access(&token).expect("valid");
        assert_eq!(claims.sub, "sub-1");
        assert_eq!(claims.jti, jti);
        assert_eq!(claims.exp - claims.iat, 60);
        assert_eq!(claims.groups, ["G"]);
    }

    #[test]
    fn id_tokens_revoked_tokens_and_other_keys_do_not_verify() {
        let tokens = tokens();
        assert!(tokens
            .verify_access(&tokens.id_token("s", "a@b.example", "A"))
            .is_none());
        let (token, jti) = tokens.access_token("s", "a@b.example", &[]);
        tokens.revoke([jti]);
        assert!(tokens.verify_access(&token).is_none());
        let other = Tokens::generate("http://issuer", "client", Duration::from_secs(60)).unwrap();
        assert!(other
            .verify_access(&tokens.access_token("s", "u", &[]).0)
            .is_none());
    }

    #[test]
    fn the_jwks_key_verifies_tokens() {
        let tokens = tokens();
        let jwks = tokens.jwks();
        let key = DecodingKey::from_jwk(&jwks.keys[0]).unwrap();
        let (token, _) = tokens.access_token("s", "u", &[]);
        let mut validation = Validation::new(Algorithm::EdDSA);
        validation.set_audience(&["client"]);
        assert!(jsonwebtoken::decode::<AccessClaims>(&token, &key, &validation).is_ok());
    }
}
