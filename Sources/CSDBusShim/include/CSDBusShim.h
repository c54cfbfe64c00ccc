// CSDBusShim: the org.freedesktop.Notifications vtable and non-variadic sd-bus helpers for Swift.
#pragma once
#include <stdint.h>
#include <systemd/sd-bus.h>

/// Which method of org.freedesktop.Notifications a call is for.
typedef enum {
    CSD_METHOD_NOTIFY = 0,
    CSD_METHOD_CLOSE_NOTIFICATION = 1,
    CSD_METHOD_GET_CAPABILITIES = 2,
    CSD_METHOD_GET_SERVER_INFORMATION = 3,
} csd_method;

/// Called for every method call; returns what an sd-bus method handler returns
/// (>= 0 handled, < 0 a negative errno or the result of sd_bus_error_set on `error`).
typedef int (*csd_method_dispatch)(csd_method method, sd_bus_message *message, void *userdata,
                                   sd_bus_error *error);

/// Adds /org/freedesktop/Notifications with the org.freedesktop.Notifications interface
/// (methods and signals, with argument names for introspection). Every call goes to
/// `dispatch` with `userdata`. Unref `*slot` to remove the object. Returns < 0 on error.
int csd_add_notifications_object(sd_bus *bus, sd_bus_slot **slot, csd_method_dispatch dispatch,
                                 void *userdata);

/// Well-known object path and interface of the notification service.
extern const char *const csd_notifications_path;
extern const char *const csd_notifications_interface;

/// Replies `u`.
int csd_reply_u(sd_bus_message *call, uint32_t value);
/// Replies `as` from `count` strings.
int csd_reply_as(sd_bus_message *call, const char *const *strings, size_t count);
/// Replies `ssss`.
int csd_reply_ssss(sd_bus_message *call, const char *a, const char *b, const char *c, const char *d);
/// Replies with no arguments.
int csd_reply_empty(sd_bus_message *call);

/// Emits NotificationClosed (uu).
int csd_emit_closed(sd_bus *bus, uint32_t id, uint32_t reason);
/// Emits ActionInvoked (us).
int csd_emit_action_invoked(sd_bus *bus, uint32_t id, const char *key);
/// Emits NotificationReplied (us): the text typed into an inline reply (KDE, GNOME).
int csd_emit_replied(sd_bus *bus, uint32_t id, const char *text);
/// Emits ActivationToken (us).
int csd_emit_activation_token(sd_bus *bus, uint32_t id, const char *token);

/// sd_bus_request_name flags (SD_BUS_NAME_*), which are enum constants behind macros.
extern const uint64_t csd_name_replace_existing;
extern const uint64_t csd_name_allow_replacement;
/// Credentials mask for sd_bus_get_name_creds: unique name, pid and comm of the owner.
extern const uint64_t csd_owner_creds_mask;

/// The error name of a failed call (org.freedesktop.DBus.Error.Failed).
extern const char *const csd_error_failed;
/// The error name of a call with wrong arguments (org.freedesktop.DBus.Error.InvalidArgs).
extern const char *const csd_error_invalid_args;

// MARK: org.dunstproject.cmd0 (dunstctl's interface), on the same object path

/// What a call on org.dunstproject.cmd0 is: one of its methods, or a property read or write.
typedef enum {
    CSD_DUNST_CONTEXT_MENU_CALL = 0,
    CSD_DUNST_NOTIFICATION_ACTION,
    CSD_DUNST_NOTIFICATION_CLEAR_HISTORY,
    CSD_DUNST_NOTIFICATION_CLOSE_ALL,
    CSD_DUNST_NOTIFICATION_CLOSE_LAST,
    CSD_DUNST_NOTIFICATION_LIST_HISTORY,
    CSD_DUNST_NOTIFICATION_POP_HISTORY,
    CSD_DUNST_NOTIFICATION_REMOVE_FROM_HISTORY,
    CSD_DUNST_NOTIFICATION_SHOW,
    CSD_DUNST_RULE_ENABLE,
    CSD_DUNST_RULE_LIST,
    CSD_DUNST_CONFIG_RELOAD,
    CSD_DUNST_PING,
    /// A property read: append the value to `message` (the reply).
    CSD_DUNST_GET_PROPERTY,
    /// A property write: read the value from `message`.
    CSD_DUNST_SET_PROPERTY,
} csd_dunst_call;

/// Called for every method call and property access of org.dunstproject.cmd0. `property` is
/// the property's name for GET/SET, NULL otherwise. Returns what an sd-bus handler returns.
typedef int (*csd_dunst_dispatch)(csd_dunst_call call, const char *property, sd_bus_message *message,
                                  void *userdata, sd_bus_error *error);

/// Adds org.dunstproject.cmd0 (methods, properties, signals) to /org/freedesktop/Notifications.
int csd_add_dunst_object(sd_bus *bus, sd_bus_slot **slot, csd_dunst_dispatch dispatch, void *userdata);

extern const char *const csd_dunst_interface;

/// Emits org.freedesktop.DBus.Properties.PropertiesChanged for `count` properties of
/// org.dunstproject.cmd0, their values read through the GET dispatch.
int csd_emit_dunst_properties_changed(sd_bus *bus, const char *const *names, size_t count);
/// Emits a cmd0 signal with one `u` argument (NotificationHistoryRemoved, NotificationHistoryCleared).
int csd_emit_dunst_u(sd_bus *bus, const char *member, uint32_t value);
/// Emits ConfigReloaded(as).
int csd_emit_dunst_config_reloaded(sd_bus *bus, const char *const *paths, size_t count);
/// The error name for an unknown property (org.freedesktop.DBus.Error.UnknownProperty).
extern const char *const csd_error_unknown_property;
