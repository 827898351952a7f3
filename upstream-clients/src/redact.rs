//! `Debug` for the types that carry passwords, codes and tokens.
//!
//! A `{:?}` of a request body or a session in a log line or a panic message must never carry a
//! secret, so these types do not derive `Debug`: [`debug_redacted!`] writes one that names every
//! field and prints the secret ones as `"[redacted]"`, keeping the rest useful for debugging.

/// `debug_redacted!(Type { shown, fields } secret { hidden, fields })`: a `Debug` impl that
/// prints the first list as usual and each field of the second as `"[redacted]"`. Every field
/// must be in one of the lists.
#[macro_export]
macro_rules! debug_redacted {
    ($type:ident { $($shown:ident),* $(,)? } secret { $($secret:ident),+ $(,)? }) => {
        impl ::std::fmt::Debug for $type {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                // Destructured without `..`: a field added to the type and not to this list
                // does not compile, so it cannot slip out unredacted or go missing.
                #[allow(unused_variables)]
                let Self { $($shown,)* $($secret,)+ } = self;
                f.debug_struct(stringify!($type))
                    $(.field(stringify!($shown), $shown))*
                    $(.field(stringify!($secret), &$crate::redact::REDACTED))+
                    .finish()
            }
        }
    };
}

/// What a secret field prints as.
pub const REDACTED: Redacted = Redacted;

/// Prints as `[redacted]`, whatever it stands in for.
pub struct Redacted;

impl std::fmt::Debug for Redacted {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("[redacted]")
    }
}

#[cfg(test)]
mod tests {
    use crate::identity::{ApiTokenGrant, LoginRequest, TokenSet};

    #[test]
    fn secrets_never_print_and_the_rest_does() {
        let tokens = TokenSet {
            access_token: "access-secret".into(),
            id_token: "id-secret".into(),
            refresh_token: Some("refresh-secret".into()),
            expires_in: 300,
            token_type: "Bearer".into(),
        };
        let login = LoginRequest {
            username: "kuluttaja@demo.example".into(),
            password: "Demo!2026".into(),
        };
        let grant = ApiTokenGrant {
            token_id: "tok-1".into(),
            subject: "sub".into(),
            username: "yritys@demo.example".into(),
            company_ref: "CR-100".into(),
            location_ref: "KP200101".into(),
            access_token: "grant-secret".into(),
            expires_in: 60,
        };
        let printed = format!("{tokens:?} {login:?} {grant:#?}");
        for secret in [
            "access-secret",
            "id-secret",
            "refresh-secret",
            "Demo!2026",
            "grant-secret",
        ] {
            assert!(!printed.contains(secret), "{secret} printed in {printed}");
        }
        for shown in [
            "expires_in: 300",
            "kuluttaja@demo.example",
            "KP200101",
            "[redacted]",
        ] {
            assert!(printed.contains(shown), "{shown} missing from {printed}");
        }
    }
}
