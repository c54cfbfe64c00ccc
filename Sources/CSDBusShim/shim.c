// CSDBusShim: the vtable (built from SD_BUS_* macros) and wrappers of variadic sd-bus calls.
#include "CSDBusShim.h"
#include <errno.h>
#include <stdlib.h>

const char *const csd_notifications_path = "/org/freedesktop/Notifications";
const char *const csd_notifications_interface = "org.freedesktop.Notifications";
const uint64_t csd_name_replace_existing = SD_BUS_NAME_REPLACE_EXISTING;
const uint64_t csd_name_allow_replacement = SD_BUS_NAME_ALLOW_REPLACEMENT;
const uint64_t csd_owner_creds_mask =
    SD_BUS_CREDS_UNIQUE_NAME | SD_BUS_CREDS_PID | SD_BUS_CREDS_COMM | SD_BUS_CREDS_AUGMENT;
const char *const csd_error_failed = SD_BUS_ERROR_FAILED;
const char *const csd_error_invalid_args = SD_BUS_ERROR_INVALID_ARGS;

/// Lives as long as the object's slot: freed by the slot's destroy callback.
typedef struct {
    csd_method_dispatch dispatch;
    void *userdata;
} csd_target;

static int call(csd_method method, sd_bus_message *m, void *userdata, sd_bus_error *error) {
    csd_target *target = userdata;
    return target->dispatch(method, m, target->userdata, error);
}

static int on_notify(sd_bus_message *m, void *u, sd_bus_error *e) { return call(CSD_METHOD_NOTIFY, m, u, e); }
static int on_close(sd_bus_message *m, void *u, sd_bus_error *e) { return call(CSD_METHOD_CLOSE_NOTIFICATION, m, u, e); }
static int on_caps(sd_bus_message *m, void *u, sd_bus_error *e) { return call(CSD_METHOD_GET_CAPABILITIES, m, u, e); }
static int on_info(sd_bus_message *m, void *u, sd_bus_error *e) { return call(CSD_METHOD_GET_SERVER_INFORMATION, m, u, e); }

static const sd_bus_vtable notifications_vtable[] = {
    SD_BUS_VTABLE_START(0),
    SD_BUS_METHOD_WITH_NAMES("Notify", "susssasa{sv}i",
        SD_BUS_PARAM(app_name) SD_BUS_PARAM(replaces_id) SD_BUS_PARAM(app_icon) SD_BUS_PARAM(summary)
        SD_BUS_PARAM(body) SD_BUS_PARAM(actions) SD_BUS_PARAM(hints) SD_BUS_PARAM(expire_timeout),
        "u", SD_BUS_PARAM(id), on_notify, 0),
    SD_BUS_METHOD_WITH_NAMES("CloseNotification", "u", SD_BUS_PARAM(id), "", , on_close, 0),
    SD_BUS_METHOD_WITH_NAMES("GetCapabilities", "", , "as", SD_BUS_PARAM(capabilities), on_caps, 0),
    SD_BUS_METHOD_WITH_NAMES("GetServerInformation", "", ,
        "ssss", SD_BUS_PARAM(name) SD_BUS_PARAM(vendor) SD_BUS_PARAM(version) SD_BUS_PARAM(spec_version),
        on_info, 0),
    SD_BUS_SIGNAL_WITH_NAMES("NotificationClosed", "uu", SD_BUS_PARAM(id) SD_BUS_PARAM(reason), 0),
    SD_BUS_SIGNAL_WITH_NAMES("ActionInvoked", "us", SD_BUS_PARAM(id) SD_BUS_PARAM(action_key), 0),
    SD_BUS_SIGNAL_WITH_NAMES("ActivationToken", "us", SD_BUS_PARAM(id) SD_BUS_PARAM(activation_token), 0),
    SD_BUS_SIGNAL_WITH_NAMES("NotificationReplied", "us", SD_BUS_PARAM(id) SD_BUS_PARAM(text), 0),
    SD_BUS_VTABLE_END,
};

/// Exports `vtable` as `interface` on the notifications path with `target` (malloc'ed) as
/// userdata; the slot frees `target` when it goes. On failure `target` is freed here.
static int add_vtable(sd_bus *bus, sd_bus_slot **slot, const char *interface, const sd_bus_vtable *vtable,
                      void *target) {
    int r = sd_bus_add_object_vtable(bus, slot, csd_notifications_path, interface, vtable, target);
    if (r < 0) {
        free(target);
        return r;
    }
    r = sd_bus_slot_set_destroy_callback(*slot, free);
    if (r < 0) {
        // Without the callback the target would leak or dangle: undo the object.
        *slot = sd_bus_slot_unref(*slot);
        free(target);
    }
    return r;
}

int csd_add_notifications_object(sd_bus *bus, sd_bus_slot **slot, csd_method_dispatch dispatch,
                                 void *userdata) {
    if (!bus || !slot || !dispatch) return -EINVAL;
    csd_target *target = malloc(sizeof *target);
    if (!target) return -ENOMEM;
    target->dispatch = dispatch;
    target->userdata = userdata;
    return add_vtable(bus, slot, csd_notifications_interface, notifications_vtable, target);
}

int csd_reply_u(sd_bus_message *call, uint32_t value) {
    return sd_bus_reply_method_return(call, "u", value);
}

int csd_reply_as(sd_bus_message *call, const char *const *strings, size_t count) {
    sd_bus_message *reply = NULL;
    int r = sd_bus_message_new_method_return(call, &reply);
    if (r < 0) return r;
    r = sd_bus_message_open_container(reply, 'a', "s");
    for (size_t i = 0; r >= 0 && i < count; i++) r = sd_bus_message_append_basic(reply, 's', strings[i]);
    if (r >= 0) r = sd_bus_message_close_container(reply);
    if (r >= 0) r = sd_bus_send(NULL, reply, NULL);
    sd_bus_message_unref(reply);
    return r;
}

int csd_reply_ssss(sd_bus_message *call, const char *a, const char *b, const char *c, const char *d) {
    return sd_bus_reply_method_return(call, "ssss", a, b, c, d);
}

int csd_reply_empty(sd_bus_message *call) {
    return sd_bus_reply_method_return(call, "");
}

int csd_emit_closed(sd_bus *bus, uint32_t id, uint32_t reason) {
    return sd_bus_emit_signal(bus, csd_notifications_path, csd_notifications_interface,
                              "NotificationClosed", "uu", id, reason);
}

int csd_emit_action_invoked(sd_bus *bus, uint32_t id, const char *key) {
    return sd_bus_emit_signal(bus, csd_notifications_path, csd_notifications_interface,
                              "ActionInvoked", "us", id, key);
}

int csd_emit_replied(sd_bus *bus, uint32_t id, const char *text) {
    return sd_bus_emit_signal(bus, csd_notifications_path, csd_notifications_interface,
                              "NotificationReplied", "us", id, text);
}

int csd_emit_activation_token(sd_bus *bus, uint32_t id, const char *token) {
    return sd_bus_emit_signal(bus, csd_notifications_path, csd_notifications_interface,
                              "ActivationToken", "us", id, token);
}

// MARK: org.dunstproject.cmd0

const char *const csd_dunst_interface = "org.dunstproject.cmd0";
const char *const csd_error_unknown_property = SD_BUS_ERROR_UNKNOWN_PROPERTY;

typedef struct {
    csd_dunst_dispatch dispatch;
    void *userdata;
} csd_dunst_target;

static int dunst_call(csd_dunst_call which, sd_bus_message *m, void *u, sd_bus_error *e) {
    csd_dunst_target *target = u;
    return target->dispatch(which, NULL, m, target->userdata, e);
}

#define DUNST_HANDLER(fn, which) \
    static int fn(sd_bus_message *m, void *u, sd_bus_error *e) { return dunst_call(which, m, u, e); }
DUNST_HANDLER(on_context_menu, CSD_DUNST_CONTEXT_MENU_CALL)
DUNST_HANDLER(on_action, CSD_DUNST_NOTIFICATION_ACTION)
DUNST_HANDLER(on_clear_history, CSD_DUNST_NOTIFICATION_CLEAR_HISTORY)
DUNST_HANDLER(on_close_all, CSD_DUNST_NOTIFICATION_CLOSE_ALL)
DUNST_HANDLER(on_close_last, CSD_DUNST_NOTIFICATION_CLOSE_LAST)
DUNST_HANDLER(on_list_history, CSD_DUNST_NOTIFICATION_LIST_HISTORY)
DUNST_HANDLER(on_pop_history, CSD_DUNST_NOTIFICATION_POP_HISTORY)
DUNST_HANDLER(on_remove_from_history, CSD_DUNST_NOTIFICATION_REMOVE_FROM_HISTORY)
DUNST_HANDLER(on_show, CSD_DUNST_NOTIFICATION_SHOW)
DUNST_HANDLER(on_rule_enable, CSD_DUNST_RULE_ENABLE)
DUNST_HANDLER(on_rule_list, CSD_DUNST_RULE_LIST)
DUNST_HANDLER(on_config_reload, CSD_DUNST_CONFIG_RELOAD)
DUNST_HANDLER(on_ping, CSD_DUNST_PING)

static int on_get(sd_bus *bus, const char *path, const char *interface, const char *property,
                  sd_bus_message *reply, void *u, sd_bus_error *e) {
    (void)bus; (void)path; (void)interface;
    csd_dunst_target *target = u;
    return target->dispatch(CSD_DUNST_GET_PROPERTY, property, reply, target->userdata, e);
}

static int on_set(sd_bus *bus, const char *path, const char *interface, const char *property,
                  sd_bus_message *value, void *u, sd_bus_error *e) {
    (void)bus; (void)path; (void)interface;
    csd_dunst_target *target = u;
    return target->dispatch(CSD_DUNST_SET_PROPERTY, property, value, target->userdata, e);
}

#define CHANGES SD_BUS_VTABLE_PROPERTY_EMITS_CHANGE
static const sd_bus_vtable dunst_vtable[] = {
    SD_BUS_VTABLE_START(0),
    SD_BUS_METHOD("ContextMenuCall", "", "", on_context_menu, 0),
    SD_BUS_METHOD_WITH_NAMES("NotificationAction", "u", SD_BUS_PARAM(number), "", , on_action, 0),
    SD_BUS_METHOD("NotificationClearHistory", "", "", on_clear_history, 0),
    SD_BUS_METHOD("NotificationCloseAll", "", "", on_close_all, 0),
    SD_BUS_METHOD("NotificationCloseLast", "", "", on_close_last, 0),
    SD_BUS_METHOD_WITH_NAMES("NotificationListHistory", "", , "aa{sv}", SD_BUS_PARAM(notifications),
                             on_list_history, 0),
    SD_BUS_METHOD_WITH_NAMES("NotificationPopHistory", "u", SD_BUS_PARAM(id), "", , on_pop_history, 0),
    SD_BUS_METHOD_WITH_NAMES("NotificationRemoveFromHistory", "u", SD_BUS_PARAM(id), "", ,
                             on_remove_from_history, 0),
    SD_BUS_METHOD("NotificationShow", "", "", on_show, 0),
    SD_BUS_METHOD_WITH_NAMES("RuleEnable", "si", SD_BUS_PARAM(name) SD_BUS_PARAM(state), "", , on_rule_enable, 0),
    SD_BUS_METHOD_WITH_NAMES("RuleList", "", , "aa{sv}", SD_BUS_PARAM(rules), on_rule_list, 0),
    SD_BUS_METHOD_WITH_NAMES("ConfigReload", "as", SD_BUS_PARAM(configs), "", , on_config_reload, 0),
    SD_BUS_METHOD("Ping", "", "", on_ping, 0),
    SD_BUS_WRITABLE_PROPERTY("paused", "b", on_get, on_set, 0, CHANGES),
    SD_BUS_WRITABLE_PROPERTY("pauseLevel", "u", on_get, on_set, 0, CHANGES),
    SD_BUS_PROPERTY("displayedLength", "u", on_get, 0, CHANGES),
    SD_BUS_PROPERTY("historyLength", "u", on_get, 0, CHANGES),
    SD_BUS_PROPERTY("waitingLength", "u", on_get, 0, CHANGES),
    SD_BUS_SIGNAL_WITH_NAMES("NotificationHistoryRemoved", "u", SD_BUS_PARAM(id), 0),
    SD_BUS_SIGNAL_WITH_NAMES("NotificationHistoryCleared", "u", SD_BUS_PARAM(count), 0),
    SD_BUS_SIGNAL_WITH_NAMES("ConfigReloaded", "as", SD_BUS_PARAM(configs), 0),
    SD_BUS_VTABLE_END,
};

int csd_add_dunst_object(sd_bus *bus, sd_bus_slot **slot, csd_dunst_dispatch dispatch, void *userdata) {
    if (!bus || !slot || !dispatch) return -EINVAL;
    csd_dunst_target *target = malloc(sizeof *target);
    if (!target) return -ENOMEM;
    target->dispatch = dispatch;
    target->userdata = userdata;
    return add_vtable(bus, slot, csd_dunst_interface, dunst_vtable, target);
}

int csd_emit_dunst_properties_changed(sd_bus *bus, const char *const *names, size_t count) {
    char **list = calloc(count + 1, sizeof *list);
    if (!list) return -ENOMEM;
    for (size_t i = 0; i < count; i++) list[i] = (char *)names[i];
    int r = sd_bus_emit_properties_changed_strv(bus, csd_notifications_path, csd_dunst_interface, list);
    free(list);
    return r;
}

int csd_emit_dunst_u(sd_bus *bus, const char *member, uint32_t value) {
    return sd_bus_emit_signal(bus, csd_notifications_path, csd_dunst_interface, member, "u", value);
}

int csd_emit_dunst_config_reloaded(sd_bus *bus, const char *const *paths, size_t count) {
    sd_bus_message *m = NULL;
    int r = sd_bus_message_new_signal(bus, &m, csd_notifications_path, csd_dunst_interface, "ConfigReloaded");
    if (r < 0) return r;
    r = sd_bus_message_open_container(m, 'a', "s");
    for (size_t i = 0; r >= 0 && i < count; i++) r = sd_bus_message_append_basic(m, 's', paths[i]);
    if (r >= 0) r = sd_bus_message_close_container(m);
    if (r >= 0) r = sd_bus_send(bus, m, NULL);
    sd_bus_message_unref(m);
    return r;
}
