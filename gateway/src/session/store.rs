//! The cookie sessions' store: a session is its sign-in, so the store keeps nothing itself.
//!
//! The (encrypted) cookie carries the sign-in's id, and the state actix-session loads is that id
//! under [`SIGN_IN_KEY`]; the sign-in itself, its idle and absolute timeouts included, lives in
//! the [`super::registry`]. A request therefore makes one server-side lookup (the registry's)
//! instead of two, and there is one record to end: a sign-in ended there is gone for every
//! cookie that names it, so no request racing a sign-out can bring a session back.

use std::collections::HashMap;

use actix_session::storage::{LoadError, SaveError, SessionKey, SessionStore, UpdateError};

type State = HashMap<String, String>;

/// The one entry of a cookie session's state: the id of its sign-in in the registry.
pub(super) const SIGN_IN_KEY: &str = "sign_in";

#[derive(Debug, thiserror::Error)]
#[error("a cookie session holds its sign-in and nothing else")]
struct NotASignIn;

#[derive(Clone, Default)]
pub struct SignInStore;

/// The sign-in id a session state names, as the cookie's key.
fn key_of(state: &State) -> Result<SessionKey, NotASignIn> {
    if state.len() != 1 {
        return Err(NotASignIn);
    }
    let id = state
        .get(SIGN_IN_KEY)
        .and_then(|json| id_of_json(json))
        .ok_or(NotASignIn)?;
    id.try_into().map_err(|_| NotASignIn)
}

/// A sign-in id as the session state holds it: JSON, as actix-session keeps every value. An id
/// is letters and digits (the registry makes it), whose JSON is itself in quotes; the state is
/// loaded and read on every request, so that case skips serde.
pub(super) fn id_json(id: &str) -> Result<String, serde_json::Error> {
    if !is_plain(id) {
        return serde_json::to_string(id);
    }
    let mut json = String::with_capacity(id.len() + 2);
    json.push('"');
    json.push_str(id);
    json.push('"');
    Ok(json)
}

/// The id [`id_json`] wrote, or any JSON string.
pub(super) fn id_of_json(json: &str) -> Option<String> {
    match json
        .strip_prefix('"')
        .and_then(|rest| rest.strip_suffix('"'))
    {
        Some(id) if is_plain(id) => Some(id.to_owned()),
        _ => serde_json::from_str(json).ok(),
    }
}

fn is_plain(id: &str) -> bool {
    id.bytes().all(|b| b.is_ascii_alphanumeric())
}

impl SessionStore for SignInStore {
    /// The state is the key itself; whether that sign-in still lasts is the registry's answer
    /// (`super::current`).
    async fn load(&self, session_key: &SessionKey) -> Result<Option<State>, LoadError> {
        let id = id_json(session_key.as_ref())
            .map_err(|error| LoadError::Deserialization(error.into()))?;
        Ok(Some(HashMap::from([(SIGN_IN_KEY.to_owned(), id)])))
    }

    async fn save(
        &self,
        session_state: State,
        _ttl: &actix_web::cookie::time::Duration,
    ) -> Result<SessionKey, SaveError> {
        key_of(&session_state).map_err(|error| SaveError::Serialization(error.into()))
    }

    async fn update(
        &self,
        _session_key: SessionKey,
        session_state: State,
        _ttl: &actix_web::cookie::time::Duration,
    ) -> Result<SessionKey, UpdateError> {
        key_of(&session_state).map_err(|error| UpdateError::Serialization(error.into()))
    }

    async fn update_ttl(
        &self,
        _session_key: &SessionKey,
        _ttl: &actix_web::cookie::time::Duration,
    ) -> Result<(), anyhow::Error> {
        Ok(())
    }

    /// Ending the sign-in is the registry's (sign-out, A66); nothing is kept here to delete.
    async fn delete(&self, _session_key: &SessionKey) -> Result<(), anyhow::Error> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ttl() -> actix_web::cookie::time::Duration {
        actix_web::cookie::time::Duration::minutes(30)
    }

    #[tokio::test]
    async fn the_cookie_key_is_the_sign_in_and_nothing_else_is_kept() {
        let store = SignInStore;
        let state = HashMap::from([(SIGN_IN_KEY.to_owned(), "\"abc123\"".to_owned())]);
        let key = store.save(state.clone(), &ttl()).await.unwrap();
        assert_eq!(key.as_ref(), "abc123");
        assert_eq!(store.load(&key).await.unwrap(), Some(state.clone()));

        let mut more = state;
        more.insert("other".to_owned(), "1".to_owned());
        assert!(store.save(more, &ttl()).await.is_err());
        assert!(store.save(HashMap::new(), &ttl()).await.is_err());
    }

    #[tokio::test]
    async fn a_key_that_is_not_letters_and_digits_loads_as_its_json() {
        for id in ["ab12", "a\"b\\c", "välilyönti ja /"] {
            let key: SessionKey = id.to_owned().try_into().unwrap();
            let state = SignInStore.load(&key).await.unwrap().unwrap();
            let loaded: String = serde_json::from_str(&state[SIGN_IN_KEY]).unwrap();
            assert_eq!(loaded, id);
            assert_eq!(id_of_json(&state[SIGN_IN_KEY]).as_deref(), Some(id));
        }
    }
}
