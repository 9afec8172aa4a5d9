from rest_framework.routers import SimpleRouter

from webhooks.views import WebhookViewSet

router = SimpleRouter()
router.register("webhooks", WebhookViewSet, basename="webhook")

urlpatterns = router.urls
