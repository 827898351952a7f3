//! Routes by area, mirroring the URL: `routes::auth` is `/api/auth/v1`, `routes::consumer` is
//! `/api/v2` and `/api/v3`, `routes::v1` the v1 APIs, and `b2b`, `usermanagement`, `admin` and
//! `external` the areas the next issues fill. A contract row is found from its path.
//!
//! This is the table: every row and hand-written handler, and the [`router`] over them that
//! start-up hands to the engine (`crate::endpoint`), which depends on none of it.

pub mod admin;
pub mod auth;
pub mod b2b;
pub mod consumer;
pub mod external;
pub mod policies;
pub mod sign_ins;
pub mod usermanagement;
pub mod v1;

use std::sync::LazyLock;

use crate::endpoint::dispatch::{ApiRouter, Handler};
use crate::endpoint::Row;
#[cfg(feature = "bench-extra-rows")]
use crate::endpoint::{AccessRule, Answer, Caching, Extras, Ownership, Policy};
#[cfg(feature = "bench-extra-rows")]
use upstream_clients::System;

/// Every hand-written `/api` handler (the rows are data: [`all_rows`]). Neither is an actix
/// route: `endpoint::dispatch` finds both in one tree, the [`router`].
pub fn all_handlers() -> &'static [Handler] {
    static HANDLERS: LazyLock<Vec<Handler>> = LazyLock::new(|| {
        [
            auth::handlers(),
            sign_ins::handlers(),
            consumer::handlers(),
            b2b::handlers(),
            admin::handlers(),
        ]
        .into_iter()
        .flatten()
        .collect()
    });
    &HANDLERS
}

/// The router over every declared row and handler, built once for the process (its rows and
/// handlers are `'static`, and so are the names of the parameters it finds).
pub fn router() -> &'static ApiRouter {
    static ROUTER: LazyLock<ApiRouter> = LazyLock::new(|| {
        ApiRouter::new(all_rows(), all_handlers())
            .expect("the declared rows and handlers have distinct methods and paths")
    });
    &ROUTER
}

/// Every row, literal paths before parameterised ones so that a literal segment wins (A8).
pub fn all_rows() -> &'static [Row] {
    static ROWS: LazyLock<Vec<Row>> = LazyLock::new(|| {
        let mut rows: Vec<Row> = [
            consumer::rows(),
            v1::rows(),
            b2b::rows(),
            usermanagement::rows(),
            admin::rows(),
            external::rows(),
        ]
        .into_iter()
        .flatten()
        .collect();
        #[cfg(feature = "bench-extra-rows")]
        rows.extend(bench_extra_rows());
        rows.sort_by_key(|row| (row.path_params().count(), row.number));
        rows
    });
    &ROWS
}

/// Bench only: 100 rows beside the real ones, under the same prefixes, so a bench can compare
/// routing at 142 and at 242 rows.
#[cfg(feature = "bench-extra-rows")]
fn bench_extra_rows() -> Vec<Row> {
    (0..100)
        .map(|n| {
            let prefix = [
                "servicelocation",
                "consumption/electricity",
                "invoice",
                "alerts/bench",
            ][n % 4];
            let path: &'static str = Box::leak(
                format!("/api/v2/{prefix}/user/{{userId}}/location/{{locationId}}/bench{n}")
                    .into_boxed_str(),
            );
            Row {
                number: 10_000 + n as u16,
                method: actix_web::http::Method::GET,
                path,
                operation_id: "benchExtraRow",
                tag: "bench",
                summary: "Bench-only row",
                policy: Policy {
                    access: AccessRule::Owner(Ownership::SELF_VISIBLE_PLACE_CS),
                    upstream: System::Crm,
                    cache: Caching::Never,
                },
                answer: Answer::NoContent,
                extras: Extras::NONE,
            }
        })
        .collect()
}

/// The table's own consistency: every row and handler is found where it is declared, and every
/// operation an eviction or a sub-resource names is a read the router knows.
#[cfg(test)]
mod tests {
    use actix_web::http::Method;

    use super::*;
    use crate::endpoint::dispatch::Target;
    use crate::endpoint::{values_at, After, Answer, MatchedParams};
    use crate::error::ApiError;

    /// `path` without `/api`, each parameter given the value `X1`.
    fn concrete(path: &str) -> String {
        path.strip_prefix("/api")
            .unwrap_or(path)
            .split('/')
            .map(|segment| {
                if segment.starts_with('{') {
                    "X1"
                } else {
                    segment
                }
            })
            .collect::<Vec<_>>()
            .join("/")
    }

    fn row_number(found: Option<(Target, MatchedParams)>) -> Option<u16> {
        match found {
            Some((Target::Row(row), _)) => Some(row.number),
            _ => None,
        }
    }

    #[test]
    fn every_row_is_found_by_its_own_path_and_literal_segments_win() {
        let router = router();
        for row in all_rows() {
            let concrete = concrete(row.path);
            let (found, params) = router
                .find(&row.method, &concrete)
                .unwrap_or_else(|| panic!("row #{} not found at {concrete}", row.number));
            let Target::Row(found) = found else {
                panic!("row #{} shadowed by a handler at {concrete}", row.number);
            };
            // Another row may be more literal for this concrete path only if its own path
            // has a literal where this one has a parameter.
            if found.number != row.number {
                assert!(
                    found.path_params().count() < row.path_params().count(),
                    "#{} shadowed by #{}",
                    row.number,
                    found.number
                );
            } else {
                assert_eq!(params.0.len(), row.path_params().count());
            }
        }
    }

    #[test]
    fn every_handler_is_found_by_its_own_path_with_its_parameters_in_order() {
        let router = router();
        for handler in all_handlers() {
            let concrete = concrete(&handler.path);
            let found = router.find(&handler.method, &concrete);
            let Some((Target::Handler(found), params)) = found else {
                panic!(
                    "{} {} is not served by its handler",
                    handler.method, handler.path
                );
            };
            assert!(std::ptr::eq(found, handler), "{}", handler.path);
            let names: Vec<&str> = params.0.iter().map(|(name, _)| *name).collect();
            let declared: Vec<&str> = handler
                .path
                .split('/')
                .filter_map(|s| s.strip_prefix('{')?.strip_suffix('}'))
                .collect();
            assert_eq!(names, declared, "{}", handler.path);
            assert!(!handler.operation_id.is_empty(), "{}", handler.path);
        }
    }

    #[test]
    fn a_trailing_slash_is_ignored_and_an_unknown_path_is_no_row() {
        let router = router();
        let with = router.find(&Method::GET, "/v2/user/1000001/ui/");
        let without = router.find(&Method::GET, "/v2/user/1000001/ui");
        assert!(row_number(with.clone()).is_some());
        assert_eq!(row_number(with), row_number(without));
        assert!(router.find(&Method::GET, "/v2/nothing/here").is_none());
        assert!(router.find(&Method::PATCH, "/v2/user/1000001/ui").is_none());
    }

    #[test]
    fn a_handlers_row_is_its_own() {
        let mut numbers: Vec<u16> = all_rows().iter().map(|row| row.number).collect();
        numbers.extend(all_handlers().iter().filter_map(|handler| handler.row));
        let count = numbers.len();
        numbers.sort_unstable();
        numbers.dedup();
        assert_eq!(numbers.len(), count, "a row number is served twice");
    }

    #[test]
    fn operation_ids_are_distinct() {
        let mut ids: Vec<&str> = all_rows().iter().map(|row| row.operation_id).collect();
        ids.extend(all_handlers().iter().map(|h| h.operation_id.as_str()));
        let count = ids.len();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), count, "an operation id is declared twice");
    }

    #[test]
    fn every_read_an_eviction_names_exists() {
        for row in all_rows() {
            for after in row.extras.after {
                if let After::Evict(reads)
                | After::EvictForEveryone(reads)
                | After::EvictWhileProcessRuns(reads)
                | After::EvictCompany(reads) = after
                {
                    for read in *reads {
                        assert!(
                            router().read_path(read).is_some(),
                            "#{} evicts unknown {read}",
                            row.number
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn every_sub_resource_names_a_json_list_row_with_the_same_place() {
        for row in all_rows() {
            let Some(sub) = row.extras.sub_resource else {
                continue;
            };
            let list = router()
                .read_row(sub.listed_by)
                .unwrap_or_else(|| panic!("#{} lists by a missing row", row.number));
            assert!(matches!(list.answer, Answer::Json(_)));
            assert!(row.path_params().any(|p| p == sub.param));
            for param in list.path_params() {
                let supplied = row.path_params().any(|p| p == param)
                    || (sub.in_any_own_place && param == "locationId");
                assert!(
                    supplied,
                    "#{} cannot fill {param} of #{}",
                    row.number, list.number
                );
            }
        }
    }

    #[test]
    fn every_body_takes_its_good_example_names_its_ids_in_it_and_refuses_its_bad_one() {
        let mut bodies = 0;
        for row in all_rows() {
            let Some(body) = row.extras.body else {
                continue;
            };
            let number = row.number;
            let examples = body.examples;
            let good = body
                .parse(examples.good.as_bytes())
                .unwrap_or_else(|error| panic!("#{number} refuses its good example: {error:?}"));
            for declared in body.ids {
                assert!(
                    values_at(&good.json, declared.at).next().is_some(),
                    "#{number}'s good example names no id at {:?}",
                    declared.at
                );
            }
            assert_eq!(
                good.ids.len(),
                body.ids
                    .iter()
                    .map(|declared| values_at(&good.json, declared.at).count())
                    .sum::<usize>(),
                "#{number}: an id of the wrong type"
            );
            match body.parse(examples.bad.as_bytes()) {
                Err(ApiError::Validation(errors)) => assert!(!errors.is_empty(), "#{number}"),
                Err(other) => panic!("#{number}'s bad example: {other:?}"),
                Ok(_) => panic!("#{number} takes its bad example"),
            }
            for (name, _) in examples.path {
                assert!(row.path_params().any(|p| p == *name), "#{number}: {name}");
            }
            bodies += 1;
        }
        assert!(bodies >= 50, "{bodies} bodies");
    }
}
