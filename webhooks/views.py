"""Webhooks API: thin views over webhooks.services and selectors. A player
sees and changes only their own webhooks (any other id is a 404)."""

from __future__ import annotations

from django.db.models import QuerySet
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import permissions, status, viewsets
from rest_framework.decorators import action
from rest_framework.request import Request
from rest_framework.response import Response

from core.errors import NotFoundError
from core.ids import ID_REGEX
from core.serializers import ErrorSerializer
from players.services import player_required
from webhooks import selectors, services
from webhooks.models import Webhook
from webhooks.serializers import (
    WebhookCreatedSerializer,
    WebhookCreateRequestSerializer,
    WebhookDeliverySerializer,
    WebhookSerializer,
    WebhookUpdateRequestSerializer,
)

ERRORS = {
    400: OpenApiResponse(ErrorSerializer, description="Bad input: a URL or event list refused; `code` says why."),
    404: OpenApiResponse(ErrorSerializer, description="You have no such webhook."),
}


class WebhookViewSet(viewsets.GenericViewSet):
    lookup_value_regex = ID_REGEX
    permission_classes = [permissions.IsAuthenticated]
    serializer_class = WebhookSerializer
    filter_backends: list[type] = []

    def get_queryset(self) -> QuerySet[Webhook]:
        return selectors.webhooks_of(player_required(self.request.user))

    def _webhook(self, pk: str) -> Webhook:
        webhook = self.get_queryset().filter(pk=int(pk)).first()
        if webhook is None:
            raise NotFoundError("webhook_not_found", f"You have no webhook {pk}.")
        return webhook

    @extend_schema(responses={200: WebhookSerializer(many=True)}, summary="List your webhooks", tags=["webhooks"])
    def list(self, request: Request) -> Response:
        page = self.paginate_queryset(self.get_queryset()) or []
        return self.get_paginated_response(WebhookSerializer(page, many=True).data)

    @extend_schema(
        request=WebhookCreateRequestSerializer,
        responses={201: WebhookCreatedSerializer, 400: ERRORS[400], 409: ErrorSerializer},
        summary="Register a webhook (its secret is in this response only)",
        tags=["webhooks"],
    )
    def create(self, request: Request) -> Response:
        body = WebhookCreateRequestSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        webhook, secret = services.webhook_create(owner=player_required(request.user), **body.validated_data)
        data = WebhookCreatedSerializer(self._webhook(str(webhook.pk))).data
        return Response({**data, "secret": secret}, status=status.HTTP_201_CREATED)

    @extend_schema(responses={200: WebhookSerializer, 404: ERRORS[404]}, summary="Get a webhook", tags=["webhooks"])
    def retrieve(self, request: Request, pk: str) -> Response:
        return Response(WebhookSerializer(self._webhook(pk)).data)

    @extend_schema(
        request=WebhookUpdateRequestSerializer,
        responses={200: WebhookSerializer, **ERRORS},
        summary="Change a webhook; `active: true` re-enables a disabled one",
        tags=["webhooks"],
    )
    def partial_update(self, request: Request, pk: str) -> Response:
        body = WebhookUpdateRequestSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        services.webhook_update(webhook_id=int(pk), owner=player_required(request.user), **body.validated_data)
        return Response(WebhookSerializer(self._webhook(pk)).data)

    @extend_schema(request=None, responses={204: None, 404: ERRORS[404]}, summary="Delete a webhook", tags=["webhooks"])
    def destroy(self, request: Request, pk: str) -> Response:
        services.webhook_delete(webhook_id=int(pk), owner=player_required(request.user))
        return Response(status=status.HTTP_204_NO_CONTENT)

    @extend_schema(
        responses={200: WebhookDeliverySerializer(many=True), 404: ERRORS[404]},
        summary="The webhook's delivery log, newest first",
        tags=["webhooks"],
    )
    @action(detail=True, methods=["get"])
    def deliveries(self, request: Request, pk: str) -> Response:
        webhook = self._webhook(pk)
        page = self.paginate_queryset(selectors.deliveries_of(webhook)) or []
        return self.get_paginated_response(WebhookDeliverySerializer(page, many=True).data)
