//! A bound on the requests one process serves at once (`server.max_in_flight`). Past it a
//! request is shed at once with `503 OVERLOADED` and `Retry-After`, before its body is read or
//! anything is allocated for it, so a flood costs a refusal each instead of growing memory.
//! The count is the process's, shared by its workers.

use std::future::{ready, Future, Ready};
use std::pin::Pin;
use std::rc::Rc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::task::{Context, Poll};

use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{forward_ready, Service, ServiceRequest, ServiceResponse, Transform};
use actix_web::ResponseError as _;
use pin_project_lite::pin_project;

use crate::error::ApiError;

/// The layer: one per process, cloned into each worker's app.
#[derive(Clone, Copy)]
pub struct InFlight {
    limit: usize,
    /// One count per server for the life of the process (leaked once per server built, so a
    /// request holds a plain reference rather than an `Arc` it would clone and drop).
    count: &'static AtomicUsize,
}

impl InFlight {
    /// At most `limit` requests at once; 0 means no bound.
    pub fn new(limit: usize) -> Self {
        Self {
            limit: if limit == 0 { usize::MAX } else { limit },
            count: Box::leak(Box::new(AtomicUsize::new(0))),
        }
    }
}

impl<S, B> Transform<S, ServiceRequest> for InFlight
where
    S: Service<ServiceRequest, Response = ServiceResponse<B>, Error = actix_web::Error> + 'static,
    B: MessageBody,
{
    type Response = ServiceResponse<EitherBody<B>>;
    type Error = actix_web::Error;
    type Transform = InFlightService<S>;
    type InitError = ();
    type Future = Ready<Result<Self::Transform, Self::InitError>>;

    fn new_transform(&self, service: S) -> Self::Future {
        ready(Ok(InFlightService {
            service: Rc::new(service),
            layer: *self,
        }))
    }
}

pub struct InFlightService<S> {
    service: Rc<S>,
    layer: InFlight,
}

/// One request counted: uncounted when its handling ends, however it ends.
struct Counted(&'static AtomicUsize);

impl Drop for Counted {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

pin_project! {
    pub struct InFlightFuture<F> {
        #[pin]
        inner: Option<F>,
        refused: Option<ServiceRequest>,
        counted: Option<Counted>,
    }
}

impl<S, B> Service<ServiceRequest> for InFlightService<S>
where
    S: Service<ServiceRequest, Response = ServiceResponse<B>, Error = actix_web::Error> + 'static,
    B: MessageBody,
{
    type Response = ServiceResponse<EitherBody<B>>;
    type Error = actix_web::Error;
    type Future = InFlightFuture<S::Future>;

    forward_ready!(service);

    fn call(&self, req: ServiceRequest) -> Self::Future {
        let before = self.layer.count.fetch_add(1, Ordering::Relaxed);
        let counted = Counted(self.layer.count);
        if before >= self.layer.limit {
            crate::metrics::throttled("in_flight");
            return InFlightFuture {
                inner: None,
                refused: Some(req),
                counted: None,
            };
        }
        InFlightFuture {
            inner: Some(self.service.call(req)),
            refused: None,
            counted: Some(counted),
        }
    }
}

impl<F, B> Future for InFlightFuture<F>
where
    F: Future<Output = Result<ServiceResponse<B>, actix_web::Error>>,
{
    type Output = Result<ServiceResponse<EitherBody<B>>, actix_web::Error>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let this = self.project();
        if let Some(req) = this.refused.take() {
            let (http, _) = req.into_parts();
            let response = ApiError::Overloaded.error_response();
            return Poll::Ready(Ok(
                ServiceResponse::new(http, response).map_into_right_body()
            ));
        }
        match this.inner.as_pin_mut() {
            Some(inner) => match inner.poll(cx) {
                Poll::Ready(result) => {
                    this.counted.take();
                    Poll::Ready(result.map(ServiceResponse::map_into_left_body))
                }
                Poll::Pending => Poll::Pending,
            },
            None => Poll::Ready(Err(actix_web::error::ErrorInternalServerError(
                "polled after completion",
            ))),
        }
    }
}
