//! The write rows of the messaging, solar, metering and invoicing mocks (issue 5): each write
//! changes what the matching read answers, undecodable bodies are 400, conflicts 409, and a
//! faulted write changes nothing. Reads go through `upstream_clients::ReadClient`; writes are
//! sent with reqwest, since the gateway's write client is not part of upstream-clients yet.

mod invoicing;
mod messaging;
mod metering;
mod solar;

use crate::helpers::{spawn_mocks, upstream, TestMocks, CLIENT_TIMEOUT};
use demo_fixtures::mocks::RunningMock;
use reqwest::{Method, StatusCode};
use serde::de::DeserializeOwned;
use serde_json::Value;
use upstream_clients::{ReadClient, System, UpstreamError};

/// One signed-in user and one mock: reads through the real client, writes as raw requests.
pub struct App {
    pub mocks: TestMocks,
    pub token: String,
    system: System,
}

pub async fn signed_in(email: &str, system: System) -> App {
    let mocks = spawn_mocks().await;
    let token = mocks.sign_in(email).await.access_token;
    App {
        mocks,
        token,
        system,
    }
}

/// A write's status and JSON body (`Null` when there is none).
pub struct Written {
    pub status: StatusCode,
    pub body: Value,
}

impl Written {
    pub fn code(&self) -> &str {
        self.body["code"].as_str().unwrap_or_default()
    }
}

impl App {
    pub fn mock(&self) -> &RunningMock {
        let mocks = &self.mocks.mocks;
        match self.system {
            System::Messaging => &mocks.messaging,
            System::Solar => &mocks.solar,
            System::Metering => &mocks.metering,
            System::Invoicing => &mocks.invoicing,
            other => panic!("no write tests for {other:?}"),
        }
    }

    fn reader(&self) -> ReadClient {
        ReadClient::new(upstream(
            &self.mocks.core,
            self.system,
            self.mock(),
            CLIENT_TIMEOUT,
        ))
    }

    /// GET `path` (slash-separated, no leading slash) with the user's token.
    pub async fn get<T: DeserializeOwned>(
        &self,
        path: &str,
        query: &[(&str, &str)],
    ) -> Result<T, UpstreamError> {
        let segments: Vec<&str> = path.split('/').collect();
        self.reader().json(&self.token, &segments, query).await
    }

    /// A write with a JSON body (or none) as `token`'s user.
    pub async fn write_as(
        &self,
        token: &str,
        method: Method,
        path: &str,
        body: Option<&Value>,
    ) -> Written {
        let mut request = reqwest::Client::new()
            .request(
                method,
                format!("{}/{path}", self.mock().base_url.trim_end_matches('/')),
            )
            .bearer_auth(token);
        if let Some(body) = body {
            request = request.json(body);
        }
        read(request.send().await.expect("the mock answers")).await
    }

    pub async fn write(&self, method: Method, path: &str, body: Option<&Value>) -> Written {
        self.write_as(&self.token, method, path, body).await
    }

    /// A write whose body is `raw` bytes labelled as JSON.
    pub async fn write_raw(&self, method: Method, path: &str, raw: &'static str) -> Written {
        let response = reqwest::Client::new()
            .request(
                method,
                format!("{}/{path}", self.mock().base_url.trim_end_matches('/')),
            )
            .bearer_auth(&self.token)
            .header("content-type", "application/json")
            .body(raw)
            .send()
            .await
            .expect("the mock answers");
        read(response).await
    }
}

async fn read(response: reqwest::Response) -> Written {
    let status = response.status();
    let bytes = response.bytes().await.unwrap_or_default();
    Written {
        status,
        body: serde_json::from_slice(&bytes).unwrap_or(Value::Null),
    }
}
