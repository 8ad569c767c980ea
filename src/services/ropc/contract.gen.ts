// Generated from contract/openapi.yaml by `node scripts/contract-types.mjs`: do not edit.
/* eslint-disable */
export type paths = {
    "/api/ropc/business/user/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's organisations
         * @description **Scope:** user (`x-bus-id` not needed). **Permission:** none.
         *     The organisations the user is a member of; in alternate mode also the organisation in `x-bus-id` when
         *     the user may open it.
         */
        get: operations["listMyOrganizations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/user/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The current user
         * @description **Scope:** user. **Permission:** none. The role fields are those held in `x-bus-id` when the user may
         *     open it.
         */
        post: operations["getCurrentUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/auth/role/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The user's permission codes in the organisation
         * @description **Scope:** org. **Permission:** none (it answers the codes; empty `menuAuths` sends the console to
         *     /noAuth).
         */
        post: operations["getRoleInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ends the session of the token
         * @description **Scope:** public (succeeds without a session too). **Permission:** none.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/dashboard/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Totals of a period and of the period before
         * @description **Scope:** org (the organisation and its sub-organisations). **Permission:** `home`.
         */
        post: operations["getDashboardSummary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/dashboard/trend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One entry per day of the period
         * @description **Scope:** org (the organisation and its sub-organisations). **Permission:** `home`.
         */
        post: operations["getDashboardTrend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/dashboard/filters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Organisations, devices and device types of the data overview
         * @description **Scope:** org (the organisation and its sub-organisations). **Permission:** `home`.
         */
        get: operations["getDashboardFilters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/dashboard/attention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Needs attention now: the ongoing alarms, by device
         * @description **Scope:** org (the organisation and its sub-organisations, as the alarm list). **Permission:** `home`. Every alarm still active now, whatever its period or read state and muted types included (muting is about notifying, not about the fleet's state): `ongoing` counts them, `deviceCount` counts their devices, and `devices` lists up to 10 of those devices, the most ongoing alarms first, then the one alarming longest, then by name; each with its ongoing alarms, the oldest first. `ongoing` is the `total` of `alarm/page` for ongoing alarms.
         */
        get: operations["getDashboardAttention"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/dashboard/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Per-device figures of a period (paged, sortable)
         * @description **Scope:** org. **Permission:** `home`. `busId` must be inside the overview's scope (else `010007`).
         */
        post: operations["listDashboardDevices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/dashboard/alarms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fleet health: the period's alarms by type and the devices with most alarms
         * @description **Scope:** org (the organisation and its sub-organisations, as the summary). **Permission:** `home`. The days are the summary's `from`/`to` for the period, in the same time zone: an alarm counts by its start in whole days of the organisation's time zone, as the alarm list's day filter reads them: a device's `alarmCount` is the `total` of `alarm/page` for that `deviceId` and those days. `010007` names `period` (`enum`) or `limit` (`range`).
         */
        post: operations["getDashboardAlarms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/alarm/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Alarms, newest first (paged, filtered)
         * @description **Scope:** org (the organisation and its sub-organisations). **Permission:** `home` (alarms are the fleet's, like the dashboards; the menu has no alarm entry).
         */
        post: operations["pageAlarms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/alarm/type-counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Alarms per type for a filter (its type ignored)
         * @description **Scope:** org (the organisation and its sub-organisations). **Permission:** `home`, as every alarm endpoint. Every type, in the order of `AlarmType`, with the `total` that `alarm/page` would answer for the filter with that type.
         */
        post: operations["countAlarmTypes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/alarm/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Unread alarms of the user (muted types left out)
         * @description **Scope:** org. **Permission:** `home` (alarms are the fleet's, like the dashboards; the menu has no alarm entry).
         */
        get: operations["getUnreadAlarmCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/alarm/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Optional: new, updated and cleared alarms as they happen (server-sent events)
         * @description **Scope:** org (the organisation and its sub-organisations, exactly as `alarm/page` lists them).
         *     **Permission:** `home`, as every alarm endpoint. **Optional:** a platform that does not offer the stream
         *     answers HTTP 404, and the console polls `alarm/unread-count` instead (every 60 s, and when a tab becomes
         *     visible).
         *
         *     The console reads it with `fetch` (an `EventSource` cannot send the contract's headers), with the same
         *     headers as every other call, `Accept: text/event-stream` and, on a resume, `Last-Event-ID`.
         *
         *     **Refusals** are the usual JSON envelope with `Content-Type: application/json`, never an event stream:
         *     `000401` (the token; the console signs in again), `000402` (the organisation), `010012` (the permission).
         *
         *     **Success:** HTTP 200, `Content-Type: text/event-stream; charset=utf-8`, `Cache-Control: no-store`,
         *     `X-Accel-Buffering: no`, then, as long as the connection lasts:
         *
         *     - an event per change of an alarm of the caller's scope, in the order they happened:
         *
         *       ```
         *       id: 1234
         *       event: alarm
         *       data: {"kind":"raised","alarm":{...},"unread":3}
         *
         *       ```
         *
         *       `data` is an `AlarmStreamEvent`: `kind` `raised`, `updated` or `cleared`; `alarm` the `AlarmItem` as
         *       `alarm/page` answers it to the caller (its read state is the caller's); `unread` what
         *       `alarm/unread-count` answers the caller when the event is sent (muted types left out). Alarms of other
         *       organisations never reach a caller; events of every type go out (muting is about the count).
         *     - a heartbeat, the comment line `: hb` and a blank line, at least every 15 s (more often is allowed, and a
         *       first one right away): a client that reads no byte for about 35 s takes the stream as cut.
         *
         *     **Ids.** Every event has an `id`: decimal digits of one sequence that only increases (gaps allowed: other
         *     callers' events take ids too). **Resume:** a request with `Last-Event-ID: <id>` gets, before anything
         *     live, every later event of its scope exactly once and in order. When the platform no longer keeps all
         *     events after that id (the simulator keeps the last 1,000), or does not know it, it sends first
         *     `event: reset` with `data: {}` and the `id` of its newest event, then live events: the client reads again
         *     what it shows. A request without `Last-Event-ID` gets live events only. `retry:` is not used (the client
         *     owns its back-off). The stream ends when the session ends; a client reconnects after a cut, and on
         *     `000401` signs in again.
         *
         *     **Behind a proxy** the stream must not be buffered and must be allowed to stay open: nginx
         *     `proxy_buffering off` and a `proxy_read_timeout` longer than the heartbeat for this path (see
         *     `config/nginx/console.conf.template` and contract/README.md).
         */
        get: operations["streamAlarms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/alarm/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The devices in scope, for the device filter
         * @description **Scope:** org. **Permission:** `home` (alarms are the fleet's, like the dashboards; the menu has no alarm entry).
         */
        get: operations["listAlarmDevices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/alarm/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marks the unread alarms the list shows for the filter as read
         * @description **Scope:** org. **Permission:** `home` (alarms are the fleet's, like the dashboards; the menu has no alarm entry). `read` is ignored.
         */
        post: operations["markAllAlarmsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/alarm/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marks one alarm read
         * @description **Scope:** org. **Permission:** `home` (alarms are the fleet's, like the dashboards; the menu has no alarm entry).
         */
        post: operations["markAlarmRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/alarm/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An alarm with its reason and remedies (in the language of x-locale)
         * @description **Scope:** org (an alarm of another organisation answers `010008`). **Permission:** `home` (alarms are the fleet's, like the dashboards; the menu has no alarm entry).
         */
        get: operations["getAlarm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/region/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Country, province or prefecture, city or district (labels in x-locale)
         * @description **Scope:** user. **Permission:** none.
         */
        get: operations["getRegionTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/business/page/child": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Child organisations of x-bus-id, newest first (paged)
         * @description **Scope:** org. **Permission:** `organization`.
         */
        post: operations["listChildOrganizations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/business": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a child organisation of x-bus-id (with its default roles)
         * @description **Scope:** org. **Permission:** `organization:create`. Names are unique across all organisations,
         *     compared without case, outer space or width differences (`010002`).
         *     Reason codes of `060103`: `ORG_LIMIT`, `ADMIN_NOT_FOUND`.
         */
        post: operations["createOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/business/{busId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An organisation, if it is x-bus-id or below it
         * @description **Scope:** org (the target must be `x-bus-id` or below it, else `010008`). **Permission:** `organization`.
         */
        get: operations["getOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Renames an organisation
         * @description **Scope:** org (the target must be `x-bus-id` or below it, else `010008`). **Permission:** `organization:update`.
         */
        patch: operations["renameOrganization"];
        trace?: never;
    };
    "/api/ropc/distributor/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The distributor the user acts for here, or null
         * @description **Scope:** org. **Permission:** `manufacturer`. In alternate mode the distributor of
         *     `x-source-bus-id`; otherwise the one serving `x-bus-id` (inherited from parent organisations); `null` for an
         *     organisation served directly.
         */
        get: operations["getCurrentDistributor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/distributor/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The current distributor first, then those below it by level (paged)
         * @description **Scope:** org. **Permission:** `manufacturer`.
         */
        post: operations["listDistributors"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/distributor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a subordinate of the current distributor
         * @description **Scope:** org (there must be a current distributor, else `010008`). **Permission:** `manufacturer:create`.
         *     Names are unique across all distributors (`010003`). A created distributor cannot be deleted.
         */
        post: operations["createDistributor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/distributor/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Always refused (010011)
         * @description **Scope:** org. **Permission:** none. The console never calls it (a created distributor cannot be deleted); the platform answers `010011`.
         */
        delete: operations["deleteDistributor"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/user/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Members of x-bus-id, newest first (paged)
         * @description **Scope:** org. **Permission:** `user`. Each row carries `denied`: the writes of this list (`user:update`, `user:remove`) the caller holds and the platform would refuse on it, with the reason (see Authorisation).
         */
        post: operations["listMembers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/user/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a member (creates the account with a one-time password, or invites an existing one)
         * @description **Scope:** org. **Permission:** `user:create`. See the tag "Users": a new account is created with a
         *     one-time password; an existing one is invited with a one-time code; the answer is the same either way. `010006` when already a member; `010005` when the
         *     account's distributor already serves this organisation; `010007` for a bad account, nickname or a
         *     `roleId` that is not a role of this organisation; `010018` when the role has a code the caller does not
         *     hold in this organisation (checked before the account is looked up; see Authorisation).
         */
        post: operations["addUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/user/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Changes a member's role
         * @description **Scope:** org, and every organisation of the target account inside the caller's administrative scope
         *     (`010015`); not one's own (`010016`); not a member whose role here has a code the caller does not hold,
         *     nor a new role with such a code (`010018`); not demoting an organisation's last administrator (`010017`).
         *     **Permission:** `user:update`.
         */
        patch: operations["changeMemberRole"];
        trace?: never;
    };
    "/api/ropc/user/remove/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Removes a member from x-bus-id (the account stays)
         * @description **Scope:** org, and every organisation of the target account inside the caller's administrative scope
         *     (`010015`); not oneself (`010016`, formerly `010009`); not a member whose role here has a code the caller
         *     does not hold (`010018`); not an organisation's last administrator (`010017`). **Permission:**
         *     `user:remove`.
         */
        delete: operations["removeMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/account/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accounts of the members of x-bus-id, newest first (paged)
         * @description **Scope:** org. **Permission:** `account`. Each row carries `denied`: the writes of this list (`account:update`, `account:reset`, `account:delete`) the caller holds and the platform would refuse on it, with the reason (see Authorisation).
         */
        post: operations["listAccounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/account/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edits an account (name, nickname) and the membership's remark
         * @description **Scope:** org, and every organisation of the target account inside the caller's administrative scope
         *     (`010015`); not an account whose role in one of its organisations has a code the caller does not hold
         *     there (`010018`). **Permission:** `account:update`. `010001` when the name is another account's.
         */
        patch: operations["updateAccount"];
        trace?: never;
    };
    "/api/ropc/account/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resets an account's password to a new one-time password
         * @description **Scope:** org, and every organisation of the target account inside the caller's administrative scope
         *     (`010015`); not an account whose role in one of its organisations has a code the caller does not hold
         *     there (`010018`). **Permission:** `account:reset`. The account gets a new one-time password, answered once here,
         *     is flagged `mustChangePassword`, and every session of it ends (its next call answers `000401`).
         */
        post: operations["resetAccountPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/account/delete/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Deletes an account, all its memberships and sessions
         * @description **Scope:** org, and every organisation of the target account inside the caller's administrative scope
         *     (`010015`); not one's own (`010016`, formerly `010009`); not an account whose role in one of its
         *     organisations has a code the caller does not hold there (`010018`); not an organisation's last
         *     administrator (`010017`). **Permission:** `account:delete`.
         */
        delete: operations["deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/auth/role/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Roles of x-bus-id, default roles first (paged)
         * @description **Scope:** org. **Permission:** any of `role`, `user`, `account` (the people forms pick roles from it).
         */
        post: operations["listRoles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/auth/role/power/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The permission tree roles are built from
         * @description **Scope:** org. **Permission:** `role`.
         */
        post: operations["listPowers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/auth/role/find/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A role of x-bus-id
         * @description **Scope:** org. **Permission:** `role`.
         */
        post: operations["findRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/auth/role/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a role
         * @description **Scope:** org. **Permission:** `role:create`. Names follow the name rules and are unique in the
         *     organisation, any case (`010007` with `rule: duplicate`); an unknown code gives `field: permissions`,
         *     `rule: unknown`. `010018` when `permissions` has a code the caller does not hold in this organisation.
         *     Reason code of `060103`: `ROLE_LIMIT`.
         */
        post: operations["createRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/auth/role/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Changes a role's name and permissions
         * @description **Scope:** org. **Permission:** `role:update`. Default roles are changed like any. A role whose current
         *     codes include one the caller does not hold is not the caller's to change, a rename included (`010018`,
         *     right after `010008`). The caller's own role
         *     keeps its codes (`060103` `OWN_ROLE` when `permissions` differ; a rename alone is allowed); the
         *     organisation's last role holding every code keeps them (`060103` `LAST_FULL_ROLE` when `permissions`
         *     lack one); `010018` when `permissions` has a code the caller does not hold in this organisation.
         *     Nothing is written on a refusal. Reason codes of `060103`: `ROLE_BUILT_IN`, `OWN_ROLE`, `LAST_FULL_ROLE`.
         */
        patch: operations["updateRole"];
        trace?: never;
    };
    "/api/ropc/auth/role/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Deletes a role (irreversible)
         * @description **Scope:** org. **Permission:** `role:delete`. Default roles are deleted like any. A role with a code the
         *     caller does not hold answers `010018` (`data: { codes }`, right after `010008`). The organisation's
         *     last role holding every code answers `060103` `LAST_FULL_ROLE` (asked first: moving its members would
         *     not make it deletable); a role still assigned answers `060103` with
         *     `data: { reasonCode: ROLE_IN_USE, users }` (a platform may answer `010014` instead). Reason codes of
         *     `060103`: `ROLE_IN_USE`, `ROLE_BUILT_IN`, `LAST_FULL_ROLE`.
         */
        delete: operations["deleteRole"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Settings of x-bus-id (or its nearest parent's, inherited)
         * @description **Scope:** org. **Permission:** any menu code (`home`, `organization`, `manufacturer`, `user`, `account`,
         *     `role`, `settings`), else `010012`: the time zone and the muted alarm types shape every area's display
         *     (the settings form itself is shown with `settings`).
         */
        get: operations["getOrgSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Changes any of language, time zone, alarm notifications
         * @description **Scope:** org. **Permission:** `settings:update`. Nothing is saved when any part is refused.
         */
        patch: operations["updateOrgSettings"];
        trace?: never;
    };
    "/api/user/user/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * The signed-in user's nickname, e-mail and phone
         * @description **Scope:** user (one's own profile only). **Permission:** none. `''` clears a contact; one of them must remain.
         */
        patch: operations["updateProfile"];
        trace?: never;
    };
    "/api/user/user/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes the signed-in user's password
         * @description **Scope:** user. **Permission:** none. The new password: 8-32 characters with an upper-case letter, a
         *     lower-case letter, a digit and a symbol, no white space (rules `length`, `weak`, `space`), different
         *     from the current one (`same`); a wrong current password answers `010013`, and the fifth wrong one in a
         *     row, and every change for 15 minutes after it, `010021` with `data.retryAt`. A change clears
         *     `mustChangePassword` and ends every other session of the account.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/user/invitation/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accepts an invitation of the signed-in user's account
         * @description **Scope:** user. **Permission:** none. `code` is the one-time code the inviting administrator was
         *     answered by `addUser`; the membership starts now, with the invitation's role. An unknown invitation, one
         *     of another account and a wrong code all answer `010008`.
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/user/invitation/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Declines an invitation of the signed-in user's account
         * @description **Scope:** user. **Permission:** none. The invitation is gone; the inviting organisation is not told
         *     who declined. An unknown invitation or one of another account answers `010008`.
         */
        post: operations["declineInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/user/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's preferences (the same in every organisation)
         * @description **Scope:** user. **Permission:** none.
         */
        get: operations["getPreferences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Changes the signed-in user's preferences
         * @description **Scope:** user. **Permission:** none.
         */
        patch: operations["updatePreferences"];
        trace?: never;
    };
    "/api/ropc/tutorial/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The platform's tutorials plus those of x-bus-id and the organisations above it, newest first
         * @description **Scope:** user; with `x-bus-id` the user must be able to open it (`000402`). **Permission:** none
         *     (the `/document` area starts without a session; without `x-bus-id` only the platform's tutorials).
         */
        post: operations["listTutorials"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/tutorial/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a video tutorial of the organisation
         * @description **Scope:** org (seen in x-bus-id and its sub-organisations only). **Permission:** `tutorial:create`.
         *     `videoUrl`: an absolute http(s) URL with a host and no credentials, or a same-origin path (rule `url`);
         *     titles are unique among the tutorials seen in x-bus-id (`rule: duplicate`).
         */
        post: operations["createTutorial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ropc/tutorial/media/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A video file of a same-origin tutorial (no envelope)
         * @description **Scope:** public (a `<video>` element sends no console headers). **Permission:** none. The console
         *     reaches it only through a tutorial's `videoUrl`, never by a service call; a platform may host videos
         *     anywhere same-origin.
         */
        get: operations["getTutorialMedia"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        /** @description A success: HTTP 200, `code` 000200. */
        Ok: {
            /** @constant */
            code: "000200";
            msg: string;
            data: unknown;
        };
        OkNull: components["schemas"]["Ok"] & {
            data?: null;
        };
        /**
         * @description A business error: HTTP 200 (000500 of an unexpected failure: HTTP 500), `code` a six-digit code other than
         *     000200, `msg` in the language of x-locale. `010007` carries a FieldError, `060103` a Reason, `010015` a
         *     ScopeReason, `010018` a GrantRefusal.
         */
        Refusal: {
            code: string;
            msg: string;
            data: Record<string, never> | null;
        } & (unknown & unknown & unknown & unknown & unknown);
        /** @description When password changes of the account are accepted again (010021). */
        RetryAt: {
            retryAt: components["schemas"]["Instant"];
        };
        /** @description What failed a check (010007): the field (a dotted path for nested ones) and the rule. */
        FieldError: {
            field: string;
            /**
             * @description `required`, `special` (a character of spec section 5, or a control character), `invisible` (a
             *     zero-width or bidi control character: U+200B-U+200F, U+202A-U+202E, U+2060, U+2066-U+2069, U+061C,
             *     U+FEFF; a zero width joiner inside an emoji sequence is allowed), `space` (leading or trailing),
             *     `tooShort`, `tooLong`, `contact` (not an e-mail address or phone number), `url`, `type`, `oneOf`,
             *     `range`, `enum`, `format`, `duplicate`, `unknown`; passwords: `length`, `weak`, `same`.
             * @enum {string}
             */
            rule: "required" | "special" | "invisible" | "space" | "tooShort" | "tooLong" | "contact" | "url" | "type" | "oneOf" | "range" | "enum" | "format" | "duplicate" | "unknown" | "length" | "weak" | "same";
        };
        /** @description A special reason (060103); the reason codes are listed per endpoint. */
        Reason: {
            /** @enum {string} */
            reasonCode: "ROLE_IN_USE" | "ROLE_BUILT_IN" | "OWN_ROLE" | "LAST_FULL_ROLE" | "ROLE_LIMIT" | "ORG_LIMIT" | "ADMIN_NOT_FOUND";
            /** @description ROLE_IN_USE: how many members hold the role. */
            users?: number;
        };
        PageParams: {
            /** @default 1 */
            current?: number;
            /** @default 10 */
            pageSize?: number;
        };
        Id: string;
        /** Format: date-time */
        Instant: string;
        /** Format: date */
        Day: string;
        /** @description Spec section 5 name rules: 1-64 characters, none of < > / ? ; : ' " [ ] { } | ( ) ` ~, no outer space, no control, zero-width or bidi characters. */
        Name: string;
        /** @enum {string} */
        Locale: "en-US" | "ja-JP" | "zh-CN";
        /** @enum {string} */
        AlarmType: "taskException" | "deviceFailure" | "locationLoss" | "consumableReplacement" | "rechargeFailed" | "elevatorRide" | "workstationFailure" | "machineTrapped" | "abnormalSupply" | "abnormalGate";
        /** @enum {string} */
        PermissionCode: "home" | "organization" | "manufacturer" | "user" | "account" | "role" | "settings" | "organization:create" | "organization:update" | "manufacturer:create" | "user:create" | "user:update" | "user:remove" | "account:update" | "account:reset" | "account:delete" | "role:create" | "role:update" | "role:delete" | "tutorial:create" | "settings:update";
        /** @description A permission code as answered: one of PermissionCode; a console ignores a code it does not know. */
        GrantedCode: components["schemas"]["PermissionCode"] | string;
        /** @enum {string} */
        DefaultRoleCode: "default_admin" | "default_user";
        IdResult: {
            id: components["schemas"]["Id"];
        };
        OrgListItem: {
            busId: components["schemas"]["Id"];
            name: string;
            code?: string;
        };
        UserInfo: {
            userId: string;
            account: string;
            nickname: string;
            email?: string;
            phone?: string;
            roleId?: string;
            roleName?: string;
            roleBuiltIn?: components["schemas"]["DefaultRoleCode"] | null;
            /** @description The account has a one-time password: the user must change it before anything else. */
            mustChangePassword?: boolean;
            /** @description Pending invitations of the account, oldest first. */
            invitations?: components["schemas"]["Invitation"][];
        };
        Invitation: {
            id: string;
            busId: string;
            orgName: string;
            roleName: string;
            roleBuiltIn: components["schemas"]["DefaultRoleCode"] | null;
            invitedAt: components["schemas"]["Instant"];
        };
        InvitationAnswer: {
            id: string;
            /** @description The one-time code the inviting administrator was given (accept only). */
            code?: string;
        };
        RoleInfo: {
            menuAuths: components["schemas"]["GrantedCode"][];
            roleId?: string;
            roleName?: string;
        };
        /** @enum {string} */
        DashboardPeriod: "7" | "30" | "all";
        /** @enum {string} */
        DeviceType: "scrubber" | "sweeper" | "vacuum" | "disinfection";
        DashboardPeriodBody: {
            period: components["schemas"]["DashboardPeriod"];
        };
        DashboardMetrics: {
            taskCount: number;
            /** @description m² */
            plannedArea: number;
            /** @description m² */
            actualArea: number;
            workingHours: number;
            effectiveHours: number;
            /** @description workingHours × 60 / taskCount, minutes; null when no task. */
            unitTime: number | null;
            /** @description actualArea / plannedArea, a fraction. */
            completionRate: number | null;
            /** @description actualArea / effectiveHours, m²/h. */
            efficiency: number | null;
        };
        DashboardSummary: {
            period: components["schemas"]["DashboardPeriod"];
            from: components["schemas"]["Day"];
            to: components["schemas"]["Day"];
            current: components["schemas"]["DashboardMetrics"];
            previous: components["schemas"]["DashboardMetrics"] | null;
            previousFrom: components["schemas"]["Day"] | null;
            previousTo: components["schemas"]["Day"] | null;
            /** @description The organisation's IANA time zone: the days above are whole days of it. */
            timeZone: string;
            orgCount: number;
            deviceCount: number;
        };
        DashboardDay: components["schemas"]["DashboardMetrics"] & {
            date: components["schemas"]["Day"];
        };
        DashboardTrend: {
            period: components["schemas"]["DashboardPeriod"];
            from: components["schemas"]["Day"];
            to: components["schemas"]["Day"];
            days: components["schemas"]["DashboardDay"][];
        };
        DashboardFilters: {
            orgs: {
                busId: string;
                name: string;
            }[];
            devices: {
                id: string;
                name: string;
                busId: string;
                type: components["schemas"]["DeviceType"];
            }[];
            deviceTypes: components["schemas"]["DeviceType"][];
        };
        /** @enum {string} */
        DashboardSortField: "deviceName" | "orgName" | "deviceType" | "taskCount" | "unitTime" | "plannedArea" | "actualArea" | "workingHours" | "completionRate" | "effectiveHours" | "efficiency";
        DashboardDevicesQuery: {
            period: components["schemas"]["DashboardPeriod"];
            busId?: string;
            deviceId?: string;
            deviceType?: components["schemas"]["DeviceType"];
            sortField?: components["schemas"]["DashboardSortField"];
            /** @enum {string} */
            sortOrder?: "ascend" | "descend";
        } & components["schemas"]["PageParams"];
        DashboardDeviceRow: components["schemas"]["DashboardMetrics"] & {
            deviceId: string;
            deviceName: string;
            serial: string;
            deviceType: components["schemas"]["DeviceType"];
            busId: string;
            orgName: string;
        };
        DashboardDevicePage: {
            list: components["schemas"]["DashboardDeviceRow"][];
            total: number;
        };
        DashboardAlarmsQuery: {
            period: components["schemas"]["DashboardPeriod"];
            /**
             * @description Devices answered: those with ongoing alarms first (most ongoing first), then most alarms.
             * @default 10
             */
            limit?: number;
        };
        DashboardAlarmDevice: {
            deviceId: string;
            deviceName: string;
            deviceType: components["schemas"]["DeviceType"];
            busId: string;
            orgName: string;
            /** @description Alarms that started in the period. */
            alarmCount: number;
            /** @description Their durations added up (an ongoing one's until now). */
            durationSeconds: number;
            /** @description Of them, still active. */
            ongoingCount: number;
        };
        DashboardAttentionAlarm: {
            id: string;
            type: components["schemas"]["AlarmType"];
            /** Format: date-time */
            startedAt: string;
        };
        DashboardAttentionDevice: {
            deviceId: string;
            deviceName: string;
            deviceType: components["schemas"]["DeviceType"];
            busId: string;
            /** @description The site: the organisation the device belongs to. */
            orgName: string;
            /** @description Its ongoing alarms, the oldest first. */
            alarms: components["schemas"]["DashboardAttentionAlarm"][];
        };
        DashboardAttention: {
            /** @description Alarms active now in the scope. */
            ongoing: number;
            /** @description Devices with at least one of them. */
            deviceCount: number;
            devices: components["schemas"]["DashboardAttentionDevice"][];
        };
        DashboardAlarms: {
            period: components["schemas"]["DashboardPeriod"];
            /**
             * Format: date
             * @description First day (the summary's), counted in `timeZone`.
             */
            from: string;
            /**
             * Format: date
             * @description Last day (the summary's), counted in `timeZone`.
             */
            to: string;
            /** @description The organisation's IANA time zone. */
            timeZone: string;
            total: number;
            ongoing: number;
            /** @description Devices with at least one alarm in the period. */
            deviceCount: number;
            /** @description Every type, most alarms first, zeros included. */
            byType: components["schemas"]["AlarmTypeCount"][];
            /** @description Most alarms first, then most ongoing, then the longest total time, then by name. */
            devices: components["schemas"]["DashboardAlarmDevice"][];
        };
        AlarmTypeCount: {
            type: components["schemas"]["AlarmType"];
            count: number;
        };
        /**
         * @description The alarm's own state: `ongoing` while it has no `endedAt`, then `cleared` (not the read state).
         * @enum {string}
         */
        AlarmState: "ongoing" | "cleared";
        AlarmFilter: {
            type?: components["schemas"]["AlarmType"];
            /** @description One organisation of the scope: its own alarms. */
            busId?: string;
            deviceId?: string;
            /** @enum {string} */
            read?: "read" | "unread";
            state?: components["schemas"]["AlarmState"];
            from?: components["schemas"]["Instant"];
            to?: components["schemas"]["Instant"];
            /** @description Leaves out the types the organisation muted (the bell's list). */
            notifiedOnly?: boolean;
        };
        AlarmPageParams: {
            type?: components["schemas"]["AlarmType"];
            busId?: string;
            deviceId?: string;
            /** @enum {string} */
            read?: "read" | "unread";
            state?: components["schemas"]["AlarmState"];
            from?: components["schemas"]["Instant"];
            to?: components["schemas"]["Instant"];
            notifiedOnly?: boolean;
            /**
             * @description Without it, newest first.
             * @enum {string}
             */
            sortField?: "startedAt" | "duration";
            /**
             * @default descend
             * @enum {string}
             */
            sortOrder?: "ascend" | "descend";
        } & components["schemas"]["PageParams"];
        AlarmItem: {
            id: string;
            type: components["schemas"]["AlarmType"];
            busId: string;
            orgName: string;
            deviceId: string;
            deviceName: string;
            startedAt: components["schemas"]["Instant"];
            /** @description null while active. */
            endedAt: components["schemas"]["Instant"] | null;
            durationSeconds: number;
            /** @description For the signed-in user. */
            read: boolean;
        };
        /** @description The `data` of an `event: alarm` of `alarm/stream`. */
        AlarmStreamEvent: {
            /** @enum {string} */
            kind: "raised" | "updated" | "cleared";
            alarm: components["schemas"]["AlarmItem"];
            /** @description The caller's unread count when the event is sent (muted types left out), as `alarm/unread-count` answers it. */
            unread: number;
        };
        AlarmDetail: components["schemas"]["AlarmItem"] & {
            reason: string;
            remedies: string[];
        };
        AlarmPage: {
            list: components["schemas"]["AlarmItem"][];
            total: number;
        };
        AlarmUnreadCount: {
            count: number;
        };
        AlarmReadResult: {
            count: number;
        };
        AlarmDevice: {
            id: string;
            name: string;
            busId: string;
            orgName: string;
        };
        /** @enum {string} */
        OperationModel: "direct" | "leased" | "distributor";
        Organization: {
            busId: string;
            name: string;
            code: string;
            parentId: string | null;
            /** @description Region codes, country to city or district. */
            region: string[];
            /** @description The same path in the language of x-locale. */
            regionNames: string[];
            address: string;
            /** @description Administrator accounts (e-mail or phone). */
            admins: string[];
            operationModel: components["schemas"]["OperationModel"];
            createdAt: components["schemas"]["Instant"];
        };
        OrganizationPage: {
            list: components["schemas"]["Organization"][];
            total: number;
        };
        OrganizationQuery: {
            /** @description A part of the name, any case. */
            name?: string;
            /** @description A part of the code, any case. */
            code?: string;
        } & components["schemas"]["PageParams"];
        OrganizationCreate: {
            /** @description Name rules, 4-64 characters, unique (010002). */
            name: string;
            code?: string;
            /** @description A full path of the region tree. */
            region: string[];
            address: string;
            /** @description E-mail addresses or phone numbers (rule contact). */
            admins: string[];
            operationModel: components["schemas"]["OperationModel"];
        };
        OrganizationRename: {
            name: string;
        };
        RegionOption: {
            value: string;
            label: string;
            children?: components["schemas"]["RegionOption"][];
        };
        Distributor: {
            id: string;
            name: string;
            code: string;
            level: number;
            parentId: string | null;
            parentName: string | null;
            createdAt: components["schemas"]["Instant"];
        };
        DistributorPage: {
            list: components["schemas"]["Distributor"][];
            total: number;
        };
        DistributorQuery: {
            name?: string;
            code?: string;
        } & components["schemas"]["PageParams"];
        DistributorCreate: {
            name: components["schemas"]["Name"];
            code?: string;
        };
        Member: {
            userId: string;
            account: string;
            nickname: string;
            roleId: string;
            roleName: string;
            builtIn: components["schemas"]["DefaultRoleCode"] | null;
            remark: string;
            createdAt: components["schemas"]["Instant"];
            /**
             * @description The writes of this list (user page: `user:update`, `user:remove`; account page: `account:update`,
             *     `account:reset`, `account:delete`) that the caller's role holds in `x-bus-id` and that the platform
             *     would refuse on this row, each with its reason; `{}` when none. A console shows them disabled with the
             *     reason. The platform still refuses on its own (`010015`, `010016`, `010017`, `010018`).
             */
            denied?: {
                [key: string]: components["schemas"]["MemberDenyReason"];
            };
        };
        /**
         * @description A write on a member row.
         * @enum {string}
         */
        MemberAction: "user:update" | "user:remove" | "account:update" | "account:reset" | "account:delete";
        /**
         * @description Why a write on a member is refused: `OUT_OF_SCOPE` (an organisation of the account lies outside the
         *     caller's administrative scope, `010015`), `DISTRIBUTOR_STAFF` (the account is distributor staff's, left to
         *     their distributor, `010015`), `SELF` (one's own account, `010016`), `HOLDS_MORE` (the member's role, for an
         *     account write its role in any of its organisations, has a code the caller does not hold, `010018`),
         *     `LAST_ADMIN` (the only administrator of an organisation, `010017`).
         * @enum {string}
         */
        MemberDenyReason: "OUT_OF_SCOPE" | "DISTRIBUTOR_STAFF" | "SELF" | "HOLDS_MORE" | "LAST_ADMIN";
        /** @description Why an account write is outside the administrative scope (010015). */
        ScopeReason: {
            /** @enum {string} */
            reasonCode: "OUT_OF_SCOPE" | "DISTRIBUTOR_STAFF";
        };
        /** @description The codes that the caller does not hold (010018), in the role order: of the role given or set, or of the role or member acted on. */
        GrantRefusal: {
            codes: components["schemas"]["GrantedCode"][];
        };
        MemberPage: {
            list: components["schemas"]["Member"][];
            total: number;
        };
        PeopleQuery: {
            /** @description A part of the account, any case. */
            account?: string;
            nickname?: string;
            roleId?: string;
        } & components["schemas"]["PageParams"];
        AddUserParams: {
            /** @description 1-64 characters, no outer space. */
            account: string;
            nickname?: components["schemas"]["Name"];
            roleId: string;
            remark?: string;
        };
        AddUserResult: {
            userId: string;
            account: string;
            /** @description Always `true` (formerly `false` for an existing account that joined). */
            created: boolean;
            /** @description The one-time password of a new account, or the code of an invitation; answered only here. */
            defaultPassword?: string;
        };
        ChangeRoleParams: {
            userId: string;
            roleId: string;
        };
        UpdateAccountParams: {
            userId: string;
            account: string;
            nickname?: components["schemas"]["Name"];
            /** @description The remark of the membership in x-bus-id. */
            remark?: string;
        };
        UserIdBody: {
            userId: string;
        };
        ResetPasswordResult: {
            userId: string;
            account: string;
            defaultPassword: string;
        };
        Role: {
            id: string;
            name: string;
            builtIn: components["schemas"]["DefaultRoleCode"] | null;
            permissions: components["schemas"]["GrantedCode"][];
            userCount: number;
            /** @description The organisation's only role holding every code; it can be neither deleted nor lose a code (`060103` `LAST_FULL_ROLE`). */
            lastFullRole: boolean;
            createdAt: components["schemas"]["Instant"];
        };
        RolePage: {
            list: components["schemas"]["Role"][];
            total: number;
        };
        RoleQuery: {
            name?: string;
        } & components["schemas"]["PageParams"];
        RolePayload: {
            name: components["schemas"]["Name"];
            /** @description Codes of PermissionCode; an unknown one answers 010007 (rule unknown). */
            permissions: string[];
        };
        RoleUpdate: {
            id: string;
            name: components["schemas"]["Name"];
            permissions: string[];
        };
        PowerNode: {
            code: string;
            /** @description false: a group of actions without a menu of its own. */
            menu: boolean;
            actions: components["schemas"]["GrantedCode"][];
        };
        OrgSettings: {
            busId: string;
            language: components["schemas"]["Locale"];
            /** @description An IANA zone, canonical name. */
            timeZone: string;
            /** @description Per alarm type (AlarmType), whether the console notifies it: true notified, false muted. */
            alarmNotifications: {
                taskException: boolean;
                deviceFailure: boolean;
                locationLoss: boolean;
                consumableReplacement: boolean;
                rechargeFailed: boolean;
                elevatorRide: boolean;
                workstationFailure: boolean;
                machineTrapped: boolean;
                abnormalSupply: boolean;
                abnormalGate: boolean;
            };
            inherited: boolean;
            updatedAt: components["schemas"]["Instant"] | null;
        };
        OrgSettingsPatch: {
            language?: components["schemas"]["Locale"];
            timeZone?: string;
            /** @description Any of the alarm types (AlarmType): true notified, false muted. An unknown key answers 010007 (`field: alarmNotifications.<key>`). */
            alarmNotifications?: {
                taskException?: boolean;
                deviceFailure?: boolean;
                locationLoss?: boolean;
                consumableReplacement?: boolean;
                rechargeFailed?: boolean;
                elevatorRide?: boolean;
                workstationFailure?: boolean;
                machineTrapped?: boolean;
                abnormalSupply?: boolean;
                abnormalGate?: boolean;
            };
        };
        ProfilePatch: {
            nickname: components["schemas"]["Name"];
            email?: string;
            phone?: string;
        };
        ProfileAnswer: {
            userId: string;
            account: string;
            nickname: string;
            email: string;
            phone: string;
        };
        PasswordChange: {
            currentPassword: string;
            newPassword: string;
        };
        /** @enum {string} */
        ThemeMode: "light" | "dark";
        UserPreferences: {
            theme: components["schemas"]["ThemeMode"];
        };
        PreferencesPatch: {
            theme?: components["schemas"]["ThemeMode"];
        };
        Tutorial: {
            id: string;
            title: string;
            description: string;
            language: components["schemas"]["Locale"];
            videoUrl: string;
            thumbnailUrl: string | null;
            durationSeconds: number | null;
            /** @enum {string} */
            scope: "platform" | "organization";
            orgName: string | null;
            createdAt: components["schemas"]["Instant"];
        };
        TutorialPage: {
            list: components["schemas"]["Tutorial"][];
            total: number;
        };
        TutorialQuery: {
            language?: components["schemas"]["Locale"];
            title?: string;
        } & components["schemas"]["PageParams"];
        TutorialPayload: {
            title: components["schemas"]["Name"];
            description?: string;
            language: components["schemas"]["Locale"];
            videoUrl: string;
            durationSeconds?: number | null;
        };
    };
    responses: {
        /** @description An unexpected failure of the platform. */
        Unexpected: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Refusal"] & {
                    /** @constant */
                    code?: "000500";
                };
            };
        };
        /** @description Success without data. */
        NoData: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OkNull"] | (components["schemas"]["Refusal"] & {
                    /** @enum {unknown} */
                    code?: "000500" | "010022";
                });
            };
        };
        /** @description The organisations. */
        OrgList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": (components["schemas"]["Ok"] & {
                    data?: components["schemas"]["OrgListItem"][];
                }) | (components["schemas"]["Refusal"] & {
                    /** @enum {unknown} */
                    code?: "000401" | "000500";
                });
            };
        };
        /** @description The current user. */
        UserInfo: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": (components["schemas"]["Ok"] & {
                    data?: components["schemas"]["UserInfo"];
                }) | (components["schemas"]["Refusal"] & {
                    /** @enum {unknown} */
                    code?: "000401" | "000500" | "010022";
                });
            };
        };
        /** @description The permission codes. */
        RoleInfo: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": (components["schemas"]["Ok"] & {
                    data?: components["schemas"]["RoleInfo"];
                }) | (components["schemas"]["Refusal"] & {
                    /** @enum {unknown} */
                    code?: "000401" | "000402" | "000500" | "010022";
                });
            };
        };
        /** @description How many alarms changed to read. */
        AlarmReadResult: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": (components["schemas"]["Ok"] & {
                    data?: components["schemas"]["AlarmReadResult"];
                }) | (components["schemas"]["Refusal"] & {
                    /** @enum {unknown} */
                    code?: "000401" | "000402" | "000500" | "010007" | "010008" | "010012" | "010022";
                });
            };
        };
        /** @description The organisation. */
        OrganizationOrNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": (components["schemas"]["Ok"] & {
                    data?: components["schemas"]["Organization"];
                }) | (components["schemas"]["Refusal"] & {
                    /** @enum {unknown} */
                    code?: "000401" | "000402" | "000500" | "010008" | "010012";
                });
            };
        };
        /** @description A page of member rows. */
        MemberPage: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": (components["schemas"]["Ok"] & {
                    data?: components["schemas"]["MemberPage"];
                }) | (components["schemas"]["Refusal"] & {
                    /** @enum {unknown} */
                    code?: "000401" | "000402" | "000500" | "010012" | "010022";
                });
            };
        };
        /** @description The settings of x-bus-id. */
        OrgSettings: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": (components["schemas"]["Ok"] & {
                    data?: components["schemas"]["OrgSettings"];
                }) | (components["schemas"]["Refusal"] & {
                    /** @enum {unknown} */
                    code?: "000401" | "000402" | "000500" | "010007" | "010012" | "010022";
                });
            };
        };
        /** @description The preferences. */
        UserPreferences: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": (components["schemas"]["Ok"] & {
                    data?: components["schemas"]["UserPreferences"];
                }) | (components["schemas"]["Refusal"] & {
                    /** @enum {unknown} */
                    code?: "000401" | "000500" | "010007" | "010022";
                });
            };
        };
    };
    parameters: {
        /** @description The login token (else `000401`). */
        token: string;
        /** @description The login token, when there is one. */
        tokenOptional: string;
        /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
        busId: string;
        /** @description The current organisation, when there is one. */
        busIdOptional: string;
        /** @description The language of `msg` and translated fields; English when absent or unknown. */
        locale: string;
        /** @description Alternate mode (e.g. `distributor`). */
        mode: string;
        /** @description Alternate mode: the business id the user comes from. */
        sourceBusId: string;
        /**
         * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
         *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
         *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
         *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
         *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
         *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
         *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
         *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
         *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
         *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
         */
        idempotencyKey: string;
        /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
        customParams: string;
        alarmId: string;
        entityId: string;
        userId: string;
        targetBusId: string;
    };
    requestBodies: {
        Empty: {
            content: {
                "application/json": Record<string, never>;
            };
        };
    };
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    listMyOrganizations: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The current organisation, when there is one. */
                "x-bus-id"?: components["parameters"]["busIdOptional"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OrgList"];
            500: components["responses"]["Unexpected"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The current organisation, when there is one. */
                "x-bus-id"?: components["parameters"]["busIdOptional"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            200: components["responses"]["UserInfo"];
            500: components["responses"]["Unexpected"];
        };
    };
    getRoleInfo: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            200: components["responses"]["RoleInfo"];
            500: components["responses"]["Unexpected"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: {
                /** @description The login token, when there is one. */
                "x-access-token"?: components["parameters"]["tokenOptional"];
                /** @description The current organisation, when there is one. */
                "x-bus-id"?: components["parameters"]["busIdOptional"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            200: components["responses"]["NoData"];
            500: components["responses"]["Unexpected"];
        };
    };
    getDashboardSummary: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DashboardPeriodBody"];
            };
        };
        responses: {
            /** @description The summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Ok"] & {
                        data?: components["schemas"]["DashboardSummary"];
                    }) | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000402" | "000500" | "010007" | "010012" | "010022";
                    });
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    getDashboardTrend: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DashboardPeriodBody"];
            };
        };
        responses: {
            /** @description The trend. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Ok"] & {
                        data?: components["schemas"]["DashboardTrend"];
                    }) | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000402" | "000500" | "010007" | "010012" | "010022";
                    });
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    getDashboardFilters: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The filters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Ok"] & {
                        data?: components["schemas"]["DashboardFilters"];
                    }) | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000402" | "000500" | "010012";
                    });
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    getDashboardAttention: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ongoing alarms. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Ok"] & {
                        data?: components["schemas"]["DashboardAttention"];
                    }) | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000402" | "000500" | "010012";
                    });
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    listDashboardDevices: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DashboardDevicesQuery"];
            };
        };
        responses: {
            /** @description A page of device rows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Ok"] & {
                        data?: components["schemas"]["DashboardDevicePage"];
                    }) | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000402" | "000500" | "010007" | "010012" | "010022";
                    });
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    getDashboardAlarms: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DashboardAlarmsQuery"];
            };
        };
        responses: {
            /** @description The period's alarm figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Ok"] & {
                        data?: components["schemas"]["DashboardAlarms"];
                    }) | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000402" | "000500" | "010007" | "010012" | "010022";
                    });
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    pageAlarms: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlarmPageParams"];
            };
        };
        responses: {
            /** @description A page of alarms. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Ok"] & {
                        data?: components["schemas"]["AlarmPage"];
                    }) | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000402" | "000500" | "010007" | "010012" | "010022";
                    });
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    countAlarmTypes: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlarmFilter"];
            };
        };
        responses: {
            /** @description One count per alarm type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Ok"] & {
                        data?: components["schemas"]["AlarmTypeCount"][];
                    }) | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000402" | "000500" | "010007" | "010012" | "010022";
                    });
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    getUnreadAlarmCount: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Ok"] & {
                        data?: components["schemas"]["AlarmUnreadCount"];
                    }) | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000402" | "000500" | "010012";
                    });
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    streamAlarms: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /** @description `text/event-stream`. */
                Accept?: string;
                /** @description The id of the last event received: the stream resumes after it. */
                "Last-Event-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream; a refusal is the JSON envelope instead. */
            200: {
                headers: {
                    /** @description `no-store`. */
                    "Cache-Control"?: string;
                    /** @description `no`: a proxy that honours it does not buffer the stream. */
                    "X-Accel-Buffering"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example id: 1234
                     *     event: alarm
                     *     data: {"kind":"raised","alarm":{"id":"alm-n1","type":"machineTrapped","busId":"org-1","orgName":"Harbour Facilities Group","deviceId":"org-1-dev-3","deviceName":"Lobby scrubber","startedAt":"2026-12-02T05:00:00.000Z","endedAt":null,"durationSeconds":0,"read":false},"unread":4}
                     *
                     *     : hb
                     */
                    "text/event-stream": string;
                    "application/json": components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000402" | "000500" | "010012";
                    };
                };
            };
            /** @description The platform does not offer the stream (the console polls). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    listAlarmDevices: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The devices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Ok"] & {
                        data?: components["schemas"]["AlarmDevice"][];
                    }) | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000402" | "000500" | "010012";
                    });
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    markAllAlarmsRead: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlarmFilter"];
            };
        };
        responses: {
            200: components["responses"]["AlarmReadResult"];
            500: components["responses"]["Unexpected"];
        };
    };
    markAlarmRead: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path: {
                id: components["parameters"]["alarmId"];
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            200: components["responses"]["AlarmReadResult"];
            500: components["responses"]["Unexpected"];
        };
    };
    getAlarm: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
            };
            path: {
                id: components["parameters"]["alarmId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The alarm. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Ok"] & {
                        data?: components["schemas"]["AlarmDetail"];
                    }) | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000402" | "000500" | "010008" | "010012";
                    });
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    getRegionTree: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The region tree. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Ok"] & {
                        data?: components["schemas"]["RegionOption"][];
                    }) | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000500";
                    });
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    listChildOrganizations: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrganizationQuery"];
            };
        };
        responses: {
            /** @description A page of organisations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Ok"] & {
                        data?: components["schemas"]["OrganizationPage"];
                    }) | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000402" | "000500" | "010012" | "010022";
                    });
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    createOrganization: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrganizationCreate"];
            };
        };
        responses: {
            /** @description The created organisation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Ok"] & {
                        data?: components["schemas"]["Organization"];
                    }) | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000402" | "000500" | "010002" | "010007" | "010012" | "010022" | "060103";
                    } & unknown);
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    getOrganization: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
            };
            path: {
                busId: components["parameters"]["targetBusId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OrganizationOrNotFound"];
            500: components["responses"]["Unexpected"];
        };
    };
    renameOrganization: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path: {
                busId: components["parameters"]["targetBusId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrganizationRename"];
            };
        };
        responses: {
            /** @description The renamed organisation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Ok"] & {
                        data?: components["schemas"]["Organization"];
                    }) | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000402" | "000500" | "010002" | "010007" | "010008" | "010012" | "010022";
                    });
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    getCurrentDistributor: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current distributor or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Ok"] & {
                        data?: components["schemas"]["Distributor"] | null;
                    }) | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000402" | "000500" | "010012";
                    });
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    listDistributors: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DistributorQuery"];
            };
        };
        responses: {
            /** @description A page of distributors. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Ok"] & {
                        data?: components["schemas"]["DistributorPage"];
                    }) | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000402" | "000500" | "010012" | "010022";
                    });
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    createDistributor: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DistributorCreate"];
            };
        };
        responses: {
            /** @description The created distributor. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Ok"] & {
                        data?: components["schemas"]["Distributor"];
                    }) | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000402" | "000500" | "010003" | "010007" | "010008" | "010012" | "010022";
                    });
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    deleteDistributor: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path: {
                id: components["parameters"]["entityId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Always a refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000402" | "000500" | "010011" | "010022";
                    };
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    listMembers: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PeopleQuery"];
            };
        };
        responses: {
            200: components["responses"]["MemberPage"];
            500: components["responses"]["Unexpected"];
        };
    };
    addUser: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddUserParams"];
            };
        };
        responses: {
            /** @description The member added. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Ok"] & {
                        data?: components["schemas"]["AddUserResult"];
                    }) | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000402" | "000500" | "010005" | "010006" | "010007" | "010012" | "010018" | "010022";
                    });
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    changeMemberRole: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeRoleParams"];
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkNull"] | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000402" | "000500" | "010004" | "010007" | "010012" | "010015" | "010016" | "010017" | "010018" | "010022";
                    });
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    removeMember: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path: {
                userId: components["parameters"]["userId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkNull"] | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000402" | "000500" | "010004" | "010009" | "010012" | "010015" | "010016" | "010017" | "010018" | "010022";
                    });
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    listAccounts: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PeopleQuery"];
            };
        };
        responses: {
            200: components["responses"]["MemberPage"];
            500: components["responses"]["Unexpected"];
        };
    };
    updateAccount: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateAccountParams"];
            };
        };
        responses: {
            /** @description Edited. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkNull"] | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000402" | "000500" | "010001" | "010004" | "010007" | "010012" | "010015" | "010018" | "010022";
                    });
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    resetAccountPassword: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserIdBody"];
            };
        };
        responses: {
            /** @description The account and its one-time password. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Ok"] & {
                        data?: components["schemas"]["ResetPasswordResult"];
                    }) | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000402" | "000500" | "010004" | "010007" | "010012" | "010015" | "010018" | "010022";
                    });
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path: {
                userId: components["parameters"]["userId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkNull"] | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000402" | "000500" | "010004" | "010009" | "010012" | "010015" | "010016" | "010017" | "010018" | "010022";
                    });
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    listRoles: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleQuery"];
            };
        };
        responses: {
            /** @description A page of roles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Ok"] & {
                        data?: components["schemas"]["RolePage"];
                    }) | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000402" | "000500" | "010012" | "010022";
                    });
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    listPowers: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description Each menu code with its action codes, then groups of actions without a menu. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Ok"] & {
                        data?: components["schemas"]["PowerNode"][];
                    }) | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000402" | "000500" | "010012" | "010022";
                    });
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    findRole: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path: {
                id: components["parameters"]["entityId"];
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description The role. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Ok"] & {
                        data?: components["schemas"]["Role"];
                    }) | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000402" | "000500" | "010008" | "010012" | "010022";
                    });
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    createRole: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RolePayload"];
            };
        };
        responses: {
            /** @description The new role's id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Ok"] & {
                        data?: components["schemas"]["IdResult"];
                    }) | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000402" | "000500" | "010007" | "010012" | "010018" | "010022" | "060103";
                    } & unknown);
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    updateRole: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleUpdate"];
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkNull"] | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000402" | "000500" | "010007" | "010008" | "010010" | "010012" | "010018" | "010022" | "060103";
                    } & unknown);
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    deleteRole: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path: {
                id: components["parameters"]["entityId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkNull"] | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000402" | "000500" | "010008" | "010010" | "010012" | "010014" | "010018" | "010022" | "060103";
                    } & unknown);
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    getOrgSettings: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OrgSettings"];
            500: components["responses"]["Unexpected"];
        };
    };
    updateOrgSettings: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrgSettingsPatch"];
            };
        };
        responses: {
            200: components["responses"]["OrgSettings"];
            500: components["responses"]["Unexpected"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The current organisation, when there is one. */
                "x-bus-id"?: components["parameters"]["busIdOptional"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfilePatch"];
            };
        };
        responses: {
            /** @description The profile after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Ok"] & {
                        data?: components["schemas"]["ProfileAnswer"];
                    }) | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000500" | "010007" | "010022";
                    });
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The current organisation, when there is one. */
                "x-bus-id"?: components["parameters"]["busIdOptional"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChange"];
            };
        };
        responses: {
            /** @description Changed (this session stays open; every other session of the account ends). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkNull"] | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000500" | "010007" | "010013" | "010021" | "010022";
                    });
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The current organisation, when there is one. */
                "x-bus-id"?: components["parameters"]["busIdOptional"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationAnswer"];
            };
        };
        responses: {
            /** @description Accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkNull"] | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000500" | "010007" | "010008" | "010022";
                    });
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    declineInvitation: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The current organisation, when there is one. */
                "x-bus-id"?: components["parameters"]["busIdOptional"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationAnswer"];
            };
        };
        responses: {
            /** @description Declined. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkNull"] | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000500" | "010007" | "010008" | "010022";
                    });
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    getPreferences: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The current organisation, when there is one. */
                "x-bus-id"?: components["parameters"]["busIdOptional"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UserPreferences"];
            500: components["responses"]["Unexpected"];
        };
    };
    updatePreferences: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The current organisation, when there is one. */
                "x-bus-id"?: components["parameters"]["busIdOptional"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PreferencesPatch"];
            };
        };
        responses: {
            200: components["responses"]["UserPreferences"];
            500: components["responses"]["Unexpected"];
        };
    };
    listTutorials: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The current organisation, when there is one. */
                "x-bus-id"?: components["parameters"]["busIdOptional"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TutorialQuery"];
            };
        };
        responses: {
            /** @description A page of tutorials. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Ok"] & {
                        data?: components["schemas"]["TutorialPage"];
                    }) | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000402" | "000500" | "010007" | "010022";
                    });
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    createTutorial: {
        parameters: {
            query?: never;
            header: {
                /** @description The login token (else `000401`). */
                "x-access-token": components["parameters"]["token"];
                /** @description The organisation acted on (else `000402`). In alternate mode, the mode's business id. */
                "x-bus-id": components["parameters"]["busId"];
                /** @description The language of `msg` and translated fields; English when absent or unknown. */
                "x-locale"?: components["parameters"]["locale"];
                /** @description Alternate mode (e.g. `distributor`). */
                "x-mode"?: components["parameters"]["mode"];
                /** @description Alternate mode: the business id the user comes from. */
                "x-source-bus-id"?: components["parameters"]["sourceBusId"];
                /** @description ASCII JSON `{ originUrl?, isShowError? }`, for the console; the platform may ignore it. */
                "x-custom-params"?: components["parameters"]["customParams"];
                /**
                 * @description Optional on any request other than GET; the console sends it on creates (role, organisation,
                 *     distributor, member, tutorial): a fresh UUID with each submit of a form, and the same UUID again only when
                 *     the user retries that same submit after it timed out (or the gateway answered 504), since the first may
                 *     have been saved. For 5 minutes a repeated key, from the same account in the same organisation (`x-bus-id`,
                 *     and `x-source-bus-id` in alternate mode) on the same method and path with the same body (compared as
                 *     JSON, whatever the order of its keys), answers the first answer (success or business error) without
                 *     running the operation again; a repeat that arrives while the first is still running waits for it. The same
                 *     key in that scope with another body answers `010022` and runs nothing. Another account, organisation,
                 *     method or path, or an expired key, is a new request. An unexpected failure (HTTP 500) is not remembered, so a retry runs again. A key is 1 to 255
                 *     visible ASCII characters (U+0021-U+007E); any other value is ignored (the request runs as without a key).
                 */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TutorialPayload"];
            };
        };
        responses: {
            /** @description The created tutorial. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Ok"] & {
                        data?: components["schemas"]["Tutorial"];
                    }) | (components["schemas"]["Refusal"] & {
                        /** @enum {unknown} */
                        code?: "000401" | "000402" | "000500" | "010007" | "010012" | "010022";
                    });
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    getTutorialMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The video. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "video/webm": string;
                };
            };
            /** @description No such file. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
}
