// Generated from docs/api/openapi.json by apps/web/scripts/api-types.mjs: do not edit.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check that the server and its database answer */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in: sets the session cookie */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/auto-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in after checkout (as signIn) */
        post: operations["signInAfterCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a password reset link */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with an emailed link's token; an invitation's also signs the manager in */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the user's notification preferences */
        get: operations["getNotificationPreferences"];
        /** Save the user's notification preferences */
        put: operations["updateNotificationPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the signed-in user */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sign out and go to the landing page */
        get: operations["signOutAndLeave"];
        put?: never;
        /** Sign out */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Go to the sign-in page */
        get: operations["goToSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read what a set-password link is for, and whether it still works */
        post: operations["getResetLinkStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-link/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a new set-password link in place of a used or expired one */
        post: operations["renewResetLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the owner's managers */
        get: operations["listManagers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/create-manager": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a manager and email their invitation */
        post: operations["createManager"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a manager */
        delete: operations["deleteManager"];
        options?: never;
        head?: never;
        /** Change a manager's name, email or properties */
        patch: operations["updateManager"];
        trace?: never;
    };
    "/api/users/{id}/resend-invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a manager a new invitation link */
        post: operations["resendManagerInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/demo/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email the link that starts a demo account */
        post: operations["startDemoSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/demo/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open the demo account from its emailed link and sign it in */
        post: operations["confirmDemoSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the outbox with message bodies (outside production) */
        get: operations["listDevMailbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the owner's properties */
        get: operations["listProperties"];
        put?: never;
        /** Create a property */
        post: operations["createProperty"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/inactive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the owner's inactive properties */
        get: operations["listInactiveProperties"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managed-properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the properties the user works in */
        get: operations["listManagedProperties"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a property */
        put: operations["updateProperty"];
        post?: never;
        /** Delete a property */
        delete: operations["deleteProperty"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/{id}/managers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Assign a manager to a property */
        post: operations["assignManager"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/{id}/managers/{managerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a manager from a property */
        delete: operations["unassignManager"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/usage-limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the plan's limits and the account's usage */
        get: operations["getUsageLimits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/{id}/inventory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List one property's items */
        get: operations["listPropertyItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the items the user may see */
        get: operations["listItems"];
        put?: never;
        /** Create an item, or copy one to another property */
        post: operations["createItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the items the user may see (as listItems) */
        get: operations["listAllItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/name-conflicts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the names items share at a property, to rename or delete */
        get: operations["listItemNameConflicts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Count items, units and low items per category */
        get: operations["summarizeInventory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find the items a scanned or typed code stands for */
        get: operations["lookUpItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/low-stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the items at or below their minimum */
        get: operations["listLowStockItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change an item or its stock */
        put: operations["updateItem"];
        post?: never;
        /** Delete an item */
        delete: operations["deleteItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/{id}/movements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List an item's stock history, newest first */
        get: operations["listItemMovements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/import-template.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the CSV template of an item import */
        get: operations["getItemImportTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/{id}/items/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a property's items as a CSV the import reads back */
        get: operations["exportPropertyItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/import-mappings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the account's saved import mappings */
        get: operations["listItemImportMappings"];
        /** Save an import mapping by name */
        put: operations["saveItemImportMapping"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/import-mappings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a saved import mapping */
        delete: operations["deleteItemImportMapping"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/{id}/items/import/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a file of items without importing it */
        post: operations["previewItemImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/{id}/items/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import a file of items into a property */
        post: operations["importItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List requests, newest first */
        get: operations["listRequests"];
        put?: never;
        /** Submit a request for items */
        post: operations["createRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/requests/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Count requests per status */
        get: operations["countRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one request */
        get: operations["getRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/requests/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Approve or decline a pending request */
        put: operations["reviewRequest"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/approved-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List approved requests, ready to receive */
        get: operations["listApprovedRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/received-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List received requests */
        get: operations["listReceivedRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/receive-request/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Receive one item of an approved request */
        post: operations["receiveRequestItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/receive-request-bulk/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Receive every item of an approved request */
        post: operations["receiveRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reorder-suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the restock lines of a property's low items */
        get: operations["listReorderSuggestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/daily-checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a daily stock count */
        post: operations["createDailyCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the user's notifications, newest first */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Count the user's unread notifications */
        get: operations["getUnreadNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark notifications read */
        post: operations["markNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suppliers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the account's suppliers */
        get: operations["listSuppliers"];
        put?: never;
        /** Create a supplier */
        post: operations["createSupplier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suppliers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a supplier */
        put: operations["updateSupplier"];
        post?: never;
        /** Delete a supplier */
        delete: operations["deleteSupplier"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move units of an item to another property */
        post: operations["createTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transfers/target": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find the item a transfer would add to */
        get: operations["findTransferTarget"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the product's statistics */
        get: operations["getAdminStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List every user */
        get: operations["listAdminUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List every property */
        get: operations["listAdminProperties"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List every request */
        get: operations["listAdminRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{userId}/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a user's role, tier and subscription status */
        put: operations["updateUserSubscription"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a user and their data */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/demo-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a demo account with sample data */
        post: operations["createDemoUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the email outbox, newest first */
        get: operations["listOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/outbox/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Count the outbox's messages per status */
        get: operations["getOutboxSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/outbox/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue a failed email again */
        post: operations["retryOutboxMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the job queues with their counts and failed jobs */
        get: operations["listJobQueues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/jobs/{queue}/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run a failed job again */
        post: operations["retryJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the dashboard's figures */
        get: operations["getDashboardStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock-value": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the value of the stock on hand */
        get: operations["getStockValue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/spend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the spend on received stock per month */
        get: operations["getSpend"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the inventory analytics */
        get: operations["getAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/labels.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download item labels as a PDF */
        get: operations["printLabels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/requests/{id}/purchase-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make an approved request's purchase orders */
        post: operations["createPurchaseOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the owner's purchase orders, newest first */
        get: operations["listPurchaseOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase-orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a purchase order with its lines */
        get: operations["getPurchaseOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase-orders/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a purchase order as a PDF */
        get: operations["downloadPurchaseOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase-orders/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a purchase order to its supplier */
        post: operations["sendPurchaseOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the account's plan and next payment */
        get: operations["getSubscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/next-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the next charge: amount, text and date */
        get: operations["getNextPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/create-upgrade-intent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Preview an upgrade (create-upgrade-intent shape) */
        post: operations["previewUpgrade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/calculate-upgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Preview an upgrade (calculate-upgrade shape) */
        post: operations["calculateUpgrade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/create-upgrade-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start paying an upgrade */
        post: operations["createUpgradePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/confirm-upgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply an upgrade whose payment succeeded */
        post: operations["confirmUpgrade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/try-auto-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay an upgrade with the saved card */
        post: operations["payUpgradeWithSavedCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change plan: upgrade, schedule a downgrade or cancel one */
        post: operations["changePlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/cancel-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a scheduled plan change */
        post: operations["cancelPlanChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel the subscription at the period end */
        post: operations["cancelSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo a cancellation */
        post: operations["reactivateSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get whether the account may be used, and its payment issue */
        get: operations["getPaymentStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Charge a failed payment again, or settle an authenticated one */
        post: operations["retryPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the saved cards */
        get: operations["listPaymentMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the account's payments */
        get: operations["listPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/history/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a payment's receipt as a PDF */
        get: operations["downloadReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/billing-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the details the receipts name the customer by */
        get: operations["getBillingDetails"];
        /** Change the details the receipts name the customer by */
        put: operations["saveBillingDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/update-method": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start saving a new card */
        post: operations["startCardSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the payment provider and its publishable key */
        get: operations["getPaymentConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/additional-property/payment-intent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start paying for properties beyond the plan's */
        post: operations["startAdditionalPropertyPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/additional-property/confirm-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create the property its paid add-on was for */
        post: operations["confirmAdditionalPropertyPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/local-payments/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a card payment (built-in provider) */
        post: operations["confirmLocalPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/local-payments/authenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete a card payment's 3-D Secure step (built-in provider) */
        post: operations["authenticateLocalPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/demo/conversion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open the payment that turns the demo into a paid account */
        post: operations["startDemoConversion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/demo/conversion/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn the demo into a paid account once paid */
        post: operations["confirmDemoConversion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Receive a Stripe event (signed with the Stripe-Signature header) */
        post: operations["receiveStripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/create-subscription-intent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open a new customer's first payment */
        post: operations["startCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/complete-registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activate a paid checkout's account and sign it in */
        post: operations["completeRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/test-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a test payment that changes no account (outside production) */
        post: operations["startTestPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload an item photo */
        post: operations["uploadPhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uploads/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a stored item photo */
        get: operations["getPhoto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ApiError: {
            /** @description Shown to the user as it is */
            message: string;
            /** @description Machine code, e.g. VALIDATION_ERROR, NOT_FOUND, PAYMENT_REQUIRED */
            error?: string;
            /** @description Validation errors: the message of each invalid input, by its path */
            fields?: {
                [key: string]: string;
            };
        } & {
            [key: string]: unknown;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        /** @enum {string} */
                        database: "ok";
                    };
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "error";
                        /** @enum {string} */
                        database: "unreachable";
                        message: string;
                    };
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The email or the password is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A write sent from another site (the Origin check). The account's checkout has not been paid yet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    signInAfterCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The email or the password is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A write sent from another site (the Origin check). The account's checkout has not been paid yet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        signedIn: boolean;
                        propertyId: number | null;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. The reset link is invalid, used or expired. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lowStockAlerts: boolean;
                        requestUpdates: boolean;
                        weeklyReports: boolean;
                        /**
                         * @default monday
                         * @enum {string}
                         */
                        weeklyReportDay: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
                    };
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lowStockAlerts: boolean;
                    requestUpdates: boolean;
                    weeklyReports: boolean;
                    /**
                     * @default monday
                     * @enum {string}
                     */
                    weeklyReportDay?: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lowStockAlerts: boolean;
                        requestUpdates: boolean;
                        weeklyReports: boolean;
                        /**
                         * @default monday
                         * @enum {string}
                         */
                        weeklyReportDay: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        firstName: string | null;
                        lastName: string | null;
                        profileImageUrl: string | null;
                        /** @enum {string} */
                        role: "owner" | "manager" | "admin" | "demo";
                        createdBy: string | null;
                        /** @enum {string} */
                        subscriptionTier: "starter" | "basic" | "growth" | "pro" | "pro_plus" | "enterprise" | "demo";
                        /** @enum {string} */
                        subscriptionStatus: "active" | "canceled" | "past_due" | "incomplete" | "trialing" | "inactive";
                        /** @enum {string} */
                        billingPeriod: "monthly" | "yearly";
                        currentPeriodStart: string | null;
                        currentPeriodEnd: string | null;
                        totalAmountPaid: number;
                        currentMaxPaid: number;
                        totalLengthPaid: number;
                        longestPaidPeriod: ("monthly" | "yearly") | null;
                        lastPaymentDate: string | null;
                        lastPaymentAmount: number | null;
                        trialEndsAt: string | null;
                        scheduledUpdateTier: ("starter" | "basic" | "growth" | "pro" | "pro_plus" | "enterprise" | "demo") | null;
                        scheduledUpdateDate: string | null;
                        scheduledBillingPeriod: ("monthly" | "yearly") | null;
                        scheduledUpdateProperties: number[] | null;
                        paidThroughDate: string | null;
                        featureDowngradeDate: string | null;
                        creditExtensionDays: number;
                        additionalProperties: number;
                        companyName: string | null;
                        notificationPreferences: {
                            lowStockAlerts: boolean;
                            requestUpdates: boolean;
                            weeklyReports: boolean;
                            /**
                             * @default monday
                             * @enum {string}
                             */
                            weeklyReportDay: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
                        };
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        planTier: ("starter" | "basic" | "growth" | "pro" | "pro_plus" | "enterprise" | "demo") | null;
                    };
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    signOutAndLeave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirects the browser to / */
            302: {
                headers: {
                    Location?: "/";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    goToSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirects the browser to /login */
            302: {
                headers: {
                    Location?: "/login";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getResetLinkStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "valid" | "used" | "expired" | "unknown";
                        purpose: ("reset" | "invitation") | null;
                        email: string | null;
                        inviter: string | null;
                        properties: string[];
                        canRenew: boolean;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    renewResetLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        email: string;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. The link is unknown, or its account's inviter must send a new one. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. Too many new links for this address or from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listManagers: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The cursor of the next page, to send as ?cursor=; absent on the last page */
                    "X-Next-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        firstName: string | null;
                        lastName: string | null;
                        profileImageUrl: string | null;
                        /** @enum {string} */
                        role: "owner" | "manager" | "admin" | "demo";
                        /** Format: date-time */
                        createdAt: string;
                    }[];
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createManager: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    firstName: string;
                    lastName: string;
                    propertyId?: (number | "none" | string) | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        firstName: string | null;
                        lastName: string | null;
                        profileImageUrl: string | null;
                        /** @enum {string} */
                        role: "owner" | "manager" | "admin" | "demo";
                        /** Format: date-time */
                        createdAt: string;
                        invitationSent: boolean;
                        invitationLink?: string;
                        /** @enum {string} */
                        invitationLinkPurpose?: "reset" | "invitation";
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The email address belongs to another user. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteManager: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateManager: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    firstName: string;
                    lastName: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        firstName: string | null;
                        lastName: string | null;
                        profileImageUrl: string | null;
                        /** @enum {string} */
                        role: "owner" | "manager" | "admin" | "demo";
                        /** Format: date-time */
                        createdAt: string;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The email address belongs to another user. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    resendManagerInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        email: string;
                        invitationLink?: string;
                        /** @enum {string} */
                        invitationLinkPurpose?: "reset" | "invitation";
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    startDemoSignup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName: string;
                    /** Format: email */
                    email: string;
                    password: string;
                    currentTools: string;
                    /** @enum {string} */
                    propertyCount: "1" | "2-5" | "6-10" | "11-20" | "21+";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        autoLogin: boolean;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    confirmDemoSignup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        autoLogin: boolean;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. The link is invalid or expired. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The email address already has an account. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listDevMailbox: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The cursor of the next page, to send as ?cursor=; absent on the last page */
                    "X-Next-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        to: string;
                        subject: string;
                        text: string;
                        /** @enum {string} */
                        status: "queued" | "sending" | "sent" | "failed" | "dead";
                        error: string | null;
                        attempts: number;
                        lastAttemptAt: string | null;
                        sentAt: string | null;
                        /** Format: date-time */
                        createdAt: string;
                    }[];
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listProperties: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
                items?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The cursor of the next page, to send as ?cursor=; absent on the last page */
                    "X-Next-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        address: string | null;
                        ownerId: string;
                        isActive: boolean;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        managers: {
                            id: number;
                            propertyId: number;
                            managerId: string;
                            /** Format: date-time */
                            createdAt: string;
                            manager: {
                                firstName: string | null;
                                lastName: string | null;
                                email: string;
                                profileImageUrl: string | null;
                            };
                        }[];
                        itemCount: number;
                        inventoryItems?: {
                            id: number;
                            name: string;
                            /** @enum {string} */
                            category: "housekeeping" | "maintenance" | "front_desk" | "kitchen";
                            description: string | null;
                            currentStock: number;
                            minStock: number;
                            maxCapacity: number | null;
                            parLevel: number | null;
                            onOrder: number;
                            suggestedOrder: number;
                            unitCost: number | null;
                            unit: string;
                            photoUrl: string | null;
                            barcode: string | null;
                            code: string;
                            supplierId: number | null;
                            nameConflict: boolean;
                            propertyId: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                    }[];
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createProperty: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    address?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        address: string | null;
                        ownerId: string;
                        isActive: boolean;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). An additional property of the plan must be paid first (`additionalCost`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). The plan's property limit is reached (`LIMIT_EXCEEDED`, with `currentUsage` and `maxAllowed`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listInactiveProperties: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        address: string | null;
                        /** Format: date-time */
                        deactivatedAt: string;
                    }[];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listManagedProperties: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
                items?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The cursor of the next page, to send as ?cursor=; absent on the last page */
                    "X-Next-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        address: string | null;
                        ownerId: string;
                        isActive: boolean;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        managers: {
                            id: number;
                            propertyId: number;
                            managerId: string;
                            /** Format: date-time */
                            createdAt: string;
                            manager: {
                                firstName: string | null;
                                lastName: string | null;
                                email: string;
                                profileImageUrl: string | null;
                            };
                        }[];
                        itemCount: number;
                        inventoryItems?: {
                            id: number;
                            name: string;
                            /** @enum {string} */
                            category: "housekeeping" | "maintenance" | "front_desk" | "kitchen";
                            description: string | null;
                            currentStock: number;
                            minStock: number;
                            maxCapacity: number | null;
                            parLevel: number | null;
                            onOrder: number;
                            suggestedOrder: number;
                            unitCost: number | null;
                            unit: string;
                            photoUrl: string | null;
                            barcode: string | null;
                            code: string;
                            supplierId: number | null;
                            nameConflict: boolean;
                            propertyId: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                    }[];
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateProperty: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    address?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        address: string | null;
                        ownerId: string;
                        isActive: boolean;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteProperty: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    assignManager: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    managerId: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        propertyId: number;
                        managerId: string;
                        /** Format: date-time */
                        createdAt: string;
                        manager: {
                            firstName: string | null;
                            lastName: string | null;
                            email: string;
                            profileImageUrl: string | null;
                        };
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). The plan's managers-per-property limit is reached (`LIMIT_EXCEEDED`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The manager is already assigned to the property. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    unassignManager: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                managerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getUsageLimits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tier: string;
                        limits: {
                            maxProperties: number;
                            managersPerProperty: number;
                            additionalHotelPrice: number | null;
                        };
                        usage: {
                            propertyCount: number;
                            maxProperties: number;
                            canAddProperty: boolean;
                            canAddManagerToProperty: boolean;
                            isNearPropertyLimit: boolean;
                            managersByProperty: {
                                [key: string]: {
                                    current: number;
                                    max: number;
                                    canAdd: boolean;
                                };
                            };
                        };
                    };
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listPropertyItems: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
                category?: "housekeeping" | "maintenance" | "front_desk" | "kitchen";
                search?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The cursor of the next page, to send as ?cursor=; absent on the last page */
                    "X-Next-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        category: "housekeeping" | "maintenance" | "front_desk" | "kitchen";
                        description: string | null;
                        currentStock: number;
                        minStock: number;
                        maxCapacity: number | null;
                        parLevel: number | null;
                        onOrder: number;
                        suggestedOrder: number;
                        unitCost: number | null;
                        unit: string;
                        photoUrl: string | null;
                        barcode: string | null;
                        code: string;
                        supplierId: number | null;
                        nameConflict: boolean;
                        propertyId: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        avgDailyUse: number | null;
                        daysUntilOut: number | null;
                        /** @enum {string} */
                        forecastStatus: "ok" | "too_little_history" | "no_recent_use";
                    }[];
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listItems: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
                propertyId?: string;
                category?: "housekeeping" | "maintenance" | "front_desk" | "kitchen";
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The cursor of the next page, to send as ?cursor=; absent on the last page */
                    "X-Next-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        category: "housekeeping" | "maintenance" | "front_desk" | "kitchen";
                        description: string | null;
                        currentStock: number;
                        minStock: number;
                        maxCapacity: number | null;
                        parLevel: number | null;
                        onOrder: number;
                        suggestedOrder: number;
                        unitCost: number | null;
                        unit: string;
                        photoUrl: string | null;
                        barcode: string | null;
                        code: string;
                        supplierId: number | null;
                        nameConflict: boolean;
                        propertyId: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        avgDailyUse: number | null;
                        daysUntilOut: number | null;
                        /** @enum {string} */
                        forecastStatus: "ok" | "too_little_history" | "no_recent_use";
                    }[];
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    category: "housekeeping" | "maintenance" | "front_desk" | "kitchen";
                    description?: string | null;
                    /** @default 0 */
                    currentStock?: number;
                    /** @default 0 */
                    minStock?: number;
                    /** @default pieces */
                    unit?: string;
                    photoUrl?: string | null;
                    maxCapacity?: number | null;
                    parLevel?: number | null;
                    barcode?: string | null;
                    unitCost?: number | null;
                    supplierId?: number | null;
                    propertyId: number;
                    copiedFromId?: number | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        category: "housekeeping" | "maintenance" | "front_desk" | "kitchen";
                        description: string | null;
                        currentStock: number;
                        minStock: number;
                        maxCapacity: number | null;
                        parLevel: number | null;
                        onOrder: number;
                        suggestedOrder: number;
                        unitCost: number | null;
                        unit: string;
                        photoUrl: string | null;
                        barcode: string | null;
                        code: string;
                        supplierId: number | null;
                        nameConflict: boolean;
                        propertyId: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A write sent from another site (the Origin check). Only owners copy items; or the plan's item limit is reached (`LIMIT_EXCEEDED`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Another item has this barcode (`fields.barcode`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listAllItems: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
                propertyId?: string;
                category?: "housekeeping" | "maintenance" | "front_desk" | "kitchen";
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The cursor of the next page, to send as ?cursor=; absent on the last page */
                    "X-Next-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        category: "housekeeping" | "maintenance" | "front_desk" | "kitchen";
                        description: string | null;
                        currentStock: number;
                        minStock: number;
                        maxCapacity: number | null;
                        parLevel: number | null;
                        onOrder: number;
                        suggestedOrder: number;
                        unitCost: number | null;
                        unit: string;
                        photoUrl: string | null;
                        barcode: string | null;
                        code: string;
                        supplierId: number | null;
                        nameConflict: boolean;
                        propertyId: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        avgDailyUse: number | null;
                        daysUntilOut: number | null;
                        /** @enum {string} */
                        forecastStatus: "ok" | "too_little_history" | "no_recent_use";
                    }[];
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listItemNameConflicts: {
        parameters: {
            query?: {
                propertyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        propertyId: number;
                        propertyName: string;
                        name: string;
                        items: {
                            id: number;
                            name: string;
                        }[];
                    }[];
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. The property is not found, or not the user's. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    summarizeInventory: {
        parameters: {
            query?: {
                propertyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        category: "housekeeping" | "maintenance" | "front_desk" | "kitchen";
                        itemCount: number;
                        totalUnits: number;
                        lowCount: number;
                        firstLowPropertyId: number | null;
                        propertyIds: number[];
                    }[];
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    lookUpItems: {
        parameters: {
            query: {
                code: string;
                propertyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        category: "housekeeping" | "maintenance" | "front_desk" | "kitchen";
                        description: string | null;
                        currentStock: number;
                        minStock: number;
                        maxCapacity: number | null;
                        parLevel: number | null;
                        onOrder: number;
                        suggestedOrder: number;
                        unitCost: number | null;
                        unit: string;
                        photoUrl: string | null;
                        barcode: string | null;
                        code: string;
                        supplierId: number | null;
                        nameConflict: boolean;
                        propertyId: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        avgDailyUse: number | null;
                        daysUntilOut: number | null;
                        /** @enum {string} */
                        forecastStatus: "ok" | "too_little_history" | "no_recent_use";
                    }[];
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listLowStockItems: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
                propertyId?: string;
                sort?: "name" | "daysUntilOut";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The cursor of the next page, to send as ?cursor=; absent on the last page */
                    "X-Next-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        category: "housekeeping" | "maintenance" | "front_desk" | "kitchen";
                        description: string | null;
                        currentStock: number;
                        minStock: number;
                        maxCapacity: number | null;
                        parLevel: number | null;
                        onOrder: number;
                        suggestedOrder: number;
                        unitCost: number | null;
                        unit: string;
                        photoUrl: string | null;
                        barcode: string | null;
                        code: string;
                        supplierId: number | null;
                        nameConflict: boolean;
                        propertyId: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        property: {
                            id: number;
                            name: string;
                        };
                        avgDailyUse: number | null;
                        daysUntilOut: number | null;
                        /** @enum {string} */
                        forecastStatus: "ok" | "too_little_history" | "no_recent_use";
                    }[];
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @enum {string} */
                    category?: "housekeeping" | "maintenance" | "front_desk" | "kitchen";
                    description?: string | null;
                    currentStock?: number;
                    minStock?: number;
                    unit?: string;
                    photoUrl?: string | null;
                    maxCapacity?: number | null;
                    parLevel?: number | null;
                    barcode?: string | null;
                    unitCost?: number | null;
                    supplierId?: number | null;
                    propertyId?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        category: "housekeeping" | "maintenance" | "front_desk" | "kitchen";
                        description: string | null;
                        currentStock: number;
                        minStock: number;
                        maxCapacity: number | null;
                        parLevel: number | null;
                        onOrder: number;
                        suggestedOrder: number;
                        unitCost: number | null;
                        unit: string;
                        photoUrl: string | null;
                        barcode: string | null;
                        code: string;
                        supplierId: number | null;
                        nameConflict: boolean;
                        propertyId: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Another item has this barcode (`fields.barcode`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listItemMovements: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The cursor of the next page, to send as ?cursor=; absent on the last page */
                    "X-Next-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        delta: number;
                        resultingStock: number;
                        /** @enum {string} */
                        reason: "created" | "edited" | "copied" | "counted" | "received" | "imported" | "transfer";
                        /** Format: date-time */
                        createdAt: string;
                        user: {
                            firstName: string | null;
                            lastName: string | null;
                        } | null;
                        requestId: number | null;
                        dailyCheckId: number | null;
                        transfer: {
                            id: number;
                            /** @enum {string} */
                            direction: "in" | "out";
                            propertyName: string | null;
                        } | null;
                    }[];
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getItemImportTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template: its header and two example rows */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    exportPropertyItems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The items, one per row, in the template's columns */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listItemImportMappings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        columns: {
                            [key: string]: "name" | "category" | "description" | "currentStock" | "minStock" | "maxCapacity" | "parLevel" | "unit" | "unitCost" | "barcode" | "supplier" | "ignore";
                        };
                        categories: {
                            [key: string]: "housekeeping" | "maintenance" | "front_desk" | "kitchen";
                        };
                        id: number;
                    }[];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    saveItemImportMapping: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    columns: {
                        [key: string]: "name" | "category" | "description" | "currentStock" | "minStock" | "maxCapacity" | "parLevel" | "unit" | "unitCost" | "barcode" | "supplier" | "ignore";
                    };
                    categories: {
                        [key: string]: "housekeeping" | "maintenance" | "front_desk" | "kitchen";
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        columns: {
                            [key: string]: "name" | "category" | "description" | "currentStock" | "minStock" | "maxCapacity" | "parLevel" | "unit" | "unitCost" | "barcode" | "supplier" | "ignore";
                        };
                        categories: {
                            [key: string]: "housekeeping" | "maintenance" | "front_desk" | "kitchen";
                        };
                        id: number;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. The account already keeps as many mappings as it may. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteItemImportMapping: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    previewItemImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The CSV, TSV or .xlsx file; its columns are matched as the options say, else by name
                     */
                    file: string;
                    /** @description JSON of the import's options (`itemImportOptionsSchema`): encoding, delimiter, locale, a match per column, categories for the file's own category names, and whether stock replaces an existing item's */
                    options?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        file: {
                            /** @enum {string} */
                            kind: "csv" | "xlsx";
                            encoding: ("utf-8" | "utf-16le" | "utf-16be" | "windows-1252") | null;
                            encodingDetected: boolean;
                            delimiter: ("," | ";" | "\t") | null;
                            sheet: string | null;
                        };
                        columns: {
                            header: string;
                            /** @enum {string} */
                            target: "name" | "category" | "description" | "currentStock" | "minStock" | "maxCapacity" | "parLevel" | "unit" | "unitCost" | "barcode" | "supplier" | "ignore";
                            values: string[];
                            moreValues: boolean;
                        }[];
                        problem?: string;
                        rows: {
                            line: number;
                            name: string;
                            /** @enum {string} */
                            action: "create" | "update" | "unchanged" | "error";
                            errors: {
                                [key: string]: string;
                            };
                            changes?: {
                                /** @enum {string} */
                                field: "name" | "category" | "description" | "currentStock" | "minStock" | "maxCapacity" | "parLevel" | "unit" | "unitCost" | "barcode" | "supplier";
                                from: string;
                                to: string;
                            }[];
                        }[];
                        summary: {
                            create: number;
                            update: number;
                            unchanged: number;
                            error: number;
                        };
                        limit?: {
                            message: string;
                            currentUsage: number;
                            maxAllowed: number;
                        };
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. No file, a file that is neither a readable CSV nor an .xlsx workbook, or options that do not fit it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The file is larger than the import allows. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    importItems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The CSV, TSV or .xlsx file; its columns are matched as the options say, else by name
                     */
                    file: string;
                    /** @description JSON of the import's options (`itemImportOptionsSchema`): encoding, delimiter, locale, a match per column, categories for the file's own category names, and whether stock replaces an existing item's */
                    options?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: number;
                        updated: number;
                        unchanged: number;
                        skipped: number;
                        refused: {
                            line: number;
                            name: string;
                            /** @enum {string} */
                            action: "create" | "update" | "unchanged" | "error";
                            errors: {
                                [key: string]: string;
                            };
                            changes?: {
                                /** @enum {string} */
                                field: "name" | "category" | "description" | "currentStock" | "minStock" | "maxCapacity" | "parLevel" | "unit" | "unitCost" | "barcode" | "supplier";
                                from: string;
                                to: string;
                            }[];
                        }[];
                        lowStock: number;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. No file, a file that is neither a readable CSV nor an .xlsx workbook, or options that do not fit it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). The import would pass the plan's item limit (`LIMIT_EXCEEDED`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Another item took a barcode of the file meanwhile. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The file is larger than the import allows. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listRequests: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
                propertyId?: string;
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The cursor of the next page, to send as ?cursor=; absent on the last page */
                    "X-Next-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        itemId: number | null;
                        propertyId: number;
                        requesterId: string | null;
                        quantity: number;
                        approvedQuantity: number | null;
                        receivedQuantity: number | null;
                        reason: string | null;
                        photoUrl: string | null;
                        /** @enum {string} */
                        status: "pending" | "approved" | "declined" | "received";
                        reviewedBy: string | null;
                        reviewedAt: string | null;
                        receivedBy: string | null;
                        receivedAt: string | null;
                        trackingNumber: string | null;
                        notes: string | null;
                        approvedItems: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        requester: {
                            firstName: string | null;
                            lastName: string | null;
                            profileImageUrl: string | null;
                        } | null;
                        reviewer: {
                            firstName: string | null;
                            lastName: string | null;
                            profileImageUrl: string | null;
                        } | null;
                        receiver: {
                            firstName: string | null;
                            lastName: string | null;
                            profileImageUrl: string | null;
                        } | null;
                        item: {
                            name: string;
                            category: ("housekeeping" | "maintenance" | "front_desk" | "kitchen") | null;
                            unit: string;
                            currentStock: number | null;
                            propertyId: number;
                            property: {
                                id: number;
                                name: string;
                            };
                        };
                        items: {
                            id: number;
                            itemId: number | null;
                            name: string;
                            unit: string;
                            requestedQuantity: number;
                            approvedQuantity: number | null;
                            receivedQuantity: number | null;
                            /** @enum {string} */
                            state: "pending" | "approved" | "denied" | "received" | "missing";
                            denied: boolean;
                            currentStock: number | null;
                            maxCapacity: number | null;
                        }[];
                    }[];
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    itemId?: number;
                    quantity?: number;
                    reason?: string | null;
                    photoUrl?: string | null;
                    items?: {
                        itemId: number;
                        quantity: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        itemId: number | null;
                        propertyId: number;
                        requesterId: string | null;
                        quantity: number;
                        approvedQuantity: number | null;
                        receivedQuantity: number | null;
                        reason: string | null;
                        photoUrl: string | null;
                        /** @enum {string} */
                        status: "pending" | "approved" | "declined" | "received";
                        reviewedBy: string | null;
                        reviewedAt: string | null;
                        receivedBy: string | null;
                        receivedAt: string | null;
                        trackingNumber: string | null;
                        notes: string | null;
                        approvedItems: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        requester: {
                            firstName: string | null;
                            lastName: string | null;
                            profileImageUrl: string | null;
                        } | null;
                        reviewer: {
                            firstName: string | null;
                            lastName: string | null;
                            profileImageUrl: string | null;
                        } | null;
                        receiver: {
                            firstName: string | null;
                            lastName: string | null;
                            profileImageUrl: string | null;
                        } | null;
                        item: {
                            name: string;
                            category: ("housekeeping" | "maintenance" | "front_desk" | "kitchen") | null;
                            unit: string;
                            currentStock: number | null;
                            propertyId: number;
                            property: {
                                id: number;
                                name: string;
                            };
                        };
                        items: {
                            id: number;
                            itemId: number | null;
                            name: string;
                            unit: string;
                            requestedQuantity: number;
                            approvedQuantity: number | null;
                            receivedQuantity: number | null;
                            /** @enum {string} */
                            state: "pending" | "approved" | "denied" | "received" | "missing";
                            denied: boolean;
                            currentStock: number | null;
                            maxCapacity: number | null;
                        }[];
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The property or an item is not found, or not the user's. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    countRequests: {
        parameters: {
            query?: {
                propertyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pending: number;
                        approved: number;
                        declined: number;
                        received: number;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        itemId: number | null;
                        propertyId: number;
                        requesterId: string | null;
                        quantity: number;
                        approvedQuantity: number | null;
                        receivedQuantity: number | null;
                        reason: string | null;
                        photoUrl: string | null;
                        /** @enum {string} */
                        status: "pending" | "approved" | "declined" | "received";
                        reviewedBy: string | null;
                        reviewedAt: string | null;
                        receivedBy: string | null;
                        receivedAt: string | null;
                        trackingNumber: string | null;
                        notes: string | null;
                        approvedItems: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        requester: {
                            firstName: string | null;
                            lastName: string | null;
                            profileImageUrl: string | null;
                        } | null;
                        reviewer: {
                            firstName: string | null;
                            lastName: string | null;
                            profileImageUrl: string | null;
                        } | null;
                        receiver: {
                            firstName: string | null;
                            lastName: string | null;
                            profileImageUrl: string | null;
                        } | null;
                        item: {
                            name: string;
                            category: ("housekeeping" | "maintenance" | "front_desk" | "kitchen") | null;
                            unit: string;
                            currentStock: number | null;
                            propertyId: number;
                            property: {
                                id: number;
                                name: string;
                            };
                        };
                        items: {
                            id: number;
                            itemId: number | null;
                            name: string;
                            unit: string;
                            requestedQuantity: number;
                            approvedQuantity: number | null;
                            receivedQuantity: number | null;
                            /** @enum {string} */
                            state: "pending" | "approved" | "denied" | "received" | "missing";
                            denied: boolean;
                            currentStock: number | null;
                            maxCapacity: number | null;
                        }[];
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    reviewRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "approved" | "declined" | "received";
                    notes?: string | null;
                    quantity?: number | null;
                    approvedItems?: string | null;
                    items?: {
                        requestItemId: number;
                        approvedQuantity: number;
                    }[];
                    trackingNumber?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        itemId: number | null;
                        propertyId: number;
                        requesterId: string | null;
                        quantity: number;
                        approvedQuantity: number | null;
                        receivedQuantity: number | null;
                        reason: string | null;
                        photoUrl: string | null;
                        /** @enum {string} */
                        status: "pending" | "approved" | "declined" | "received";
                        reviewedBy: string | null;
                        reviewedAt: string | null;
                        receivedBy: string | null;
                        receivedAt: string | null;
                        trackingNumber: string | null;
                        notes: string | null;
                        approvedItems: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        requester: {
                            firstName: string | null;
                            lastName: string | null;
                            profileImageUrl: string | null;
                        } | null;
                        reviewer: {
                            firstName: string | null;
                            lastName: string | null;
                            profileImageUrl: string | null;
                        } | null;
                        receiver: {
                            firstName: string | null;
                            lastName: string | null;
                            profileImageUrl: string | null;
                        } | null;
                        item: {
                            name: string;
                            category: ("housekeeping" | "maintenance" | "front_desk" | "kitchen") | null;
                            unit: string;
                            currentStock: number | null;
                            propertyId: number;
                            property: {
                                id: number;
                                name: string;
                            };
                        };
                        items: {
                            id: number;
                            itemId: number | null;
                            name: string;
                            unit: string;
                            requestedQuantity: number;
                            approvedQuantity: number | null;
                            receivedQuantity: number | null;
                            /** @enum {string} */
                            state: "pending" | "approved" | "denied" | "received" | "missing";
                            denied: boolean;
                            currentStock: number | null;
                            maxCapacity: number | null;
                        }[];
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A write sent from another site (the Origin check). Only owners review requests. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request is no longer pending (`status`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listApprovedRequests: {
        parameters: {
            query?: {
                propertyId?: string;
                limit?: string;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The cursor of the next page, to send as ?cursor=; absent on the last page */
                    "X-Next-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        itemId: number | null;
                        propertyId: number;
                        requesterId: string | null;
                        quantity: number;
                        approvedQuantity: number | null;
                        receivedQuantity: number | null;
                        reason: string | null;
                        photoUrl: string | null;
                        /** @enum {string} */
                        status: "pending" | "approved" | "declined" | "received";
                        reviewedBy: string | null;
                        reviewedAt: string | null;
                        receivedBy: string | null;
                        receivedAt: string | null;
                        trackingNumber: string | null;
                        notes: string | null;
                        approvedItems: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        requester: {
                            firstName: string | null;
                            lastName: string | null;
                            profileImageUrl: string | null;
                        } | null;
                        reviewer: {
                            firstName: string | null;
                            lastName: string | null;
                            profileImageUrl: string | null;
                        } | null;
                        receiver: {
                            firstName: string | null;
                            lastName: string | null;
                            profileImageUrl: string | null;
                        } | null;
                        item: {
                            name: string;
                            category: ("housekeeping" | "maintenance" | "front_desk" | "kitchen") | null;
                            unit: string;
                            currentStock: number | null;
                            propertyId: number;
                            property: {
                                id: number;
                                name: string;
                            };
                        };
                        items: {
                            id: number;
                            itemId: number | null;
                            name: string;
                            unit: string;
                            requestedQuantity: number;
                            approvedQuantity: number | null;
                            receivedQuantity: number | null;
                            /** @enum {string} */
                            state: "pending" | "approved" | "denied" | "received" | "missing";
                            denied: boolean;
                            currentStock: number | null;
                            maxCapacity: number | null;
                        }[];
                    }[];
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listReceivedRequests: {
        parameters: {
            query?: {
                propertyId?: string;
                limit?: string;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The cursor of the next page, to send as ?cursor=; absent on the last page */
                    "X-Next-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        itemId: number | null;
                        propertyId: number;
                        requesterId: string | null;
                        quantity: number;
                        approvedQuantity: number | null;
                        receivedQuantity: number | null;
                        reason: string | null;
                        photoUrl: string | null;
                        /** @enum {string} */
                        status: "pending" | "approved" | "declined" | "received";
                        reviewedBy: string | null;
                        reviewedAt: string | null;
                        receivedBy: string | null;
                        receivedAt: string | null;
                        trackingNumber: string | null;
                        notes: string | null;
                        approvedItems: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        requester: {
                            firstName: string | null;
                            lastName: string | null;
                            profileImageUrl: string | null;
                        } | null;
                        reviewer: {
                            firstName: string | null;
                            lastName: string | null;
                            profileImageUrl: string | null;
                        } | null;
                        receiver: {
                            firstName: string | null;
                            lastName: string | null;
                            profileImageUrl: string | null;
                        } | null;
                        item: {
                            name: string;
                            category: ("housekeeping" | "maintenance" | "front_desk" | "kitchen") | null;
                            unit: string;
                            currentStock: number | null;
                            propertyId: number;
                            property: {
                                id: number;
                                name: string;
                            };
                        };
                        items: {
                            id: number;
                            itemId: number | null;
                            name: string;
                            unit: string;
                            requestedQuantity: number;
                            approvedQuantity: number | null;
                            receivedQuantity: number | null;
                            /** @enum {string} */
                            state: "pending" | "approved" | "denied" | "received" | "missing";
                            denied: boolean;
                            currentStock: number | null;
                            maxCapacity: number | null;
                        }[];
                    }[];
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    receiveRequestItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    itemName: string;
                    receivedQuantity: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        itemId: number | null;
                        propertyId: number;
                        requesterId: string | null;
                        quantity: number;
                        approvedQuantity: number | null;
                        receivedQuantity: number | null;
                        reason: string | null;
                        photoUrl: string | null;
                        /** @enum {string} */
                        status: "pending" | "approved" | "declined" | "received";
                        reviewedBy: string | null;
                        reviewedAt: string | null;
                        receivedBy: string | null;
                        receivedAt: string | null;
                        trackingNumber: string | null;
                        notes: string | null;
                        approvedItems: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        requester: {
                            firstName: string | null;
                            lastName: string | null;
                            profileImageUrl: string | null;
                        } | null;
                        reviewer: {
                            firstName: string | null;
                            lastName: string | null;
                            profileImageUrl: string | null;
                        } | null;
                        receiver: {
                            firstName: string | null;
                            lastName: string | null;
                            profileImageUrl: string | null;
                        } | null;
                        item: {
                            name: string;
                            category: ("housekeeping" | "maintenance" | "front_desk" | "kitchen") | null;
                            unit: string;
                            currentStock: number | null;
                            propertyId: number;
                            property: {
                                id: number;
                                name: string;
                            };
                        };
                        items: {
                            id: number;
                            itemId: number | null;
                            name: string;
                            unit: string;
                            requestedQuantity: number;
                            approvedQuantity: number | null;
                            receivedQuantity: number | null;
                            /** @enum {string} */
                            state: "pending" | "approved" | "denied" | "received" | "missing";
                            denied: boolean;
                            currentStock: number | null;
                            maxCapacity: number | null;
                        }[];
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request is not approved, or the stock would pass its maximum. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    receiveRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        itemName: string;
                        receivedQuantity: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        itemId: number | null;
                        propertyId: number;
                        requesterId: string | null;
                        quantity: number;
                        approvedQuantity: number | null;
                        receivedQuantity: number | null;
                        reason: string | null;
                        photoUrl: string | null;
                        /** @enum {string} */
                        status: "pending" | "approved" | "declined" | "received";
                        reviewedBy: string | null;
                        reviewedAt: string | null;
                        receivedBy: string | null;
                        receivedAt: string | null;
                        trackingNumber: string | null;
                        notes: string | null;
                        approvedItems: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        requester: {
                            firstName: string | null;
                            lastName: string | null;
                            profileImageUrl: string | null;
                        } | null;
                        reviewer: {
                            firstName: string | null;
                            lastName: string | null;
                            profileImageUrl: string | null;
                        } | null;
                        receiver: {
                            firstName: string | null;
                            lastName: string | null;
                            profileImageUrl: string | null;
                        } | null;
                        item: {
                            name: string;
                            category: ("housekeeping" | "maintenance" | "front_desk" | "kitchen") | null;
                            unit: string;
                            currentStock: number | null;
                            propertyId: number;
                            property: {
                                id: number;
                                name: string;
                            };
                        };
                        items: {
                            id: number;
                            itemId: number | null;
                            name: string;
                            unit: string;
                            requestedQuantity: number;
                            approvedQuantity: number | null;
                            receivedQuantity: number | null;
                            /** @enum {string} */
                            state: "pending" | "approved" | "denied" | "received" | "missing";
                            denied: boolean;
                            currentStock: number | null;
                            maxCapacity: number | null;
                        }[];
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request is not approved, or the stock would pass its maximum. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listReorderSuggestions: {
        parameters: {
            query: {
                propertyId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        propertyId: number;
                        lines: {
                            itemId: number;
                            name: string;
                            /** @enum {string} */
                            category: "housekeeping" | "maintenance" | "front_desk" | "kitchen";
                            unit: string;
                            currentStock: number;
                            minStock: number;
                            parLevel: number | null;
                            onOrder: number;
                            belowMinimum: boolean;
                            suggestedQuantity: number;
                        }[];
                        omitted: number;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createDailyCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    propertyId: number;
                    checkedBy?: string | null;
                    checkedAt?: string | null;
                    /** Format: uuid */
                    clientId?: string;
                    items: {
                        itemId: number;
                        countedQuantity: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        propertyId: number;
                        checkedBy: string;
                        /** Format: date-time */
                        checkedAt: string;
                        clientId: string | null;
                        items: {
                            itemId: number;
                            countedQuantity: number;
                            previousStock: number;
                            variance: number;
                        }[];
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        propertyId: number;
                        checkedBy: string;
                        /** Format: date-time */
                        checkedAt: string;
                        clientId: string | null;
                        items: {
                            itemId: number;
                            countedQuantity: number;
                            previousStock: number;
                            variance: number;
                        }[];
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A counted item was deleted meanwhile. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The cursor of the next page, to send as ?cursor=; absent on the last page */
                    "X-Next-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        kind: "low_stock" | "request_approved" | "request_declined" | "request_received" | "low_stock_import";
                        title: string;
                        body: string;
                        link: string;
                        /** Format: date-time */
                        createdAt: string;
                        readAt: string | null;
                    }[];
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getUnreadNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unread: number;
                    };
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    markNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
                } | {
                    /** @enum {boolean} */
                    all: true;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        updated: number;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listSuppliers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        contactName: string | null;
                        email: string | null;
                        phone: string | null;
                        leadTimeDays: number | null;
                        itemCount: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    }[];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createSupplier: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    contactName?: string | null;
                    email?: string | null;
                    phone?: string | null;
                    leadTimeDays?: number | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        contactName: string | null;
                        email: string | null;
                        phone: string | null;
                        leadTimeDays: number | null;
                        itemCount: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The owner already has a supplier of this name (`fields.name`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateSupplier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    contactName?: string | null;
                    email?: string | null;
                    phone?: string | null;
                    leadTimeDays?: number | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        contactName: string | null;
                        email: string | null;
                        phone: string | null;
                        leadTimeDays: number | null;
                        itemCount: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The owner already has a supplier of this name (`fields.name`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteSupplier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fromItemId: number;
                    toPropertyId: number;
                    quantity: number;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        transfer: {
                            id: number;
                            fromItemId: number;
                            toItemId: number;
                            fromPropertyId: number;
                            toPropertyId: number;
                            itemName: string;
                            quantity: number;
                            /** Format: date-time */
                            createdAt: string;
                        };
                        fromItem: {
                            id: number;
                            name: string;
                            /** @enum {string} */
                            category: "housekeeping" | "maintenance" | "front_desk" | "kitchen";
                            description: string | null;
                            currentStock: number;
                            minStock: number;
                            maxCapacity: number | null;
                            parLevel: number | null;
                            onOrder: number;
                            suggestedOrder: number;
                            unitCost: number | null;
                            unit: string;
                            photoUrl: string | null;
                            barcode: string | null;
                            code: string;
                            supplierId: number | null;
                            nameConflict: boolean;
                            propertyId: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        toItem: {
                            id: number;
                            name: string;
                            /** @enum {string} */
                            category: "housekeeping" | "maintenance" | "front_desk" | "kitchen";
                            description: string | null;
                            currentStock: number;
                            minStock: number;
                            maxCapacity: number | null;
                            parLevel: number | null;
                            onOrder: number;
                            suggestedOrder: number;
                            unitCost: number | null;
                            unit: string;
                            photoUrl: string | null;
                            barcode: string | null;
                            code: string;
                            supplierId: number | null;
                            nameConflict: boolean;
                            propertyId: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        createdTarget: boolean;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). The target's new item would pass the plan's item limit (`LIMIT_EXCEEDED`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The item or the target property is not found, or not the owner's. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The item has fewer units than asked, or the target's stock would pass its maximum. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    findTransferTarget: {
        parameters: {
            query: {
                fromItemId: string;
                toPropertyId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        item: {
                            id: number;
                            name: string;
                            currentStock: number;
                            unit: string;
                        } | null;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The item or the target property is not found, or not the owner's. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        totalUsers: number;
                        activeSubscriptions: number;
                        totalProperties: number;
                        totalInventoryItems: number;
                        totalRequests: number;
                        monthlyRevenue: number;
                        usersByTier: {
                            [key: string]: number;
                        };
                        accounts: {
                            ownersByStatus: {
                                [key: string]: number;
                            };
                            demoAccounts: number;
                            managers: number;
                            admins: number;
                            openCheckouts: number;
                        };
                        recentActivity: {
                            id: number;
                            /** @enum {string} */
                            type: "user_created" | "property_created" | "request_created" | "request_reviewed" | "request_received" | "stock_counted" | "subscription_changed" | "items_imported" | "stock_transferred" | "purchase_order_created" | "purchase_order_sent" | "invitation_withdrawn";
                            details: string;
                            userName: string | null;
                            /** Format: date-time */
                            timestamp: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listAdminUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        firstName: string | null;
                        lastName: string | null;
                        profileImageUrl: string | null;
                        /** @enum {string} */
                        role: "owner" | "manager" | "admin" | "demo";
                        createdBy: string | null;
                        /** @enum {string} */
                        subscriptionTier: "starter" | "basic" | "growth" | "pro" | "pro_plus" | "enterprise" | "demo";
                        /** @enum {string} */
                        subscriptionStatus: "active" | "canceled" | "past_due" | "incomplete" | "trialing" | "inactive";
                        /** @enum {string} */
                        billingPeriod: "monthly" | "yearly";
                        currentPeriodStart: string | null;
                        currentPeriodEnd: string | null;
                        totalAmountPaid: number;
                        currentMaxPaid: number;
                        totalLengthPaid: number;
                        longestPaidPeriod: ("monthly" | "yearly") | null;
                        lastPaymentDate: string | null;
                        lastPaymentAmount: number | null;
                        trialEndsAt: string | null;
                        scheduledUpdateTier: ("starter" | "basic" | "growth" | "pro" | "pro_plus" | "enterprise" | "demo") | null;
                        scheduledUpdateDate: string | null;
                        scheduledBillingPeriod: ("monthly" | "yearly") | null;
                        scheduledUpdateProperties: number[] | null;
                        paidThroughDate: string | null;
                        featureDowngradeDate: string | null;
                        creditExtensionDays: number;
                        additionalProperties: number;
                        companyName: string | null;
                        notificationPreferences: {
                            lowStockAlerts: boolean;
                            requestUpdates: boolean;
                            weeklyReports: boolean;
                            /**
                             * @default monday
                             * @enum {string}
                             */
                            weeklyReportDay: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
                        };
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        propertyCount: number;
                    }[];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listAdminProperties: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        address: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        owner: {
                            firstName: string | null;
                            lastName: string | null;
                            email: string;
                        };
                        managers: {
                            id: string;
                            firstName: string | null;
                            lastName: string | null;
                        }[];
                        itemCount: number;
                    }[];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listAdminRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        status: "pending" | "approved" | "declined" | "received";
                        quantity: number;
                        /** Format: date-time */
                        createdAt: string;
                        item: {
                            name: string;
                            property: {
                                name: string;
                            };
                        };
                        requester: {
                            firstName: string | null;
                            lastName: string | null;
                            email: string;
                        } | null;
                    }[];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateUserSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: string;
                    /** @enum {string} */
                    subscriptionTier: "starter" | "basic" | "growth" | "pro" | "pro_plus" | "enterprise" | "demo";
                    /** @enum {string} */
                    subscriptionStatus: "active" | "canceled" | "past_due" | "incomplete" | "trialing" | "inactive";
                    /** @enum {string} */
                    role: "owner" | "manager" | "admin" | "demo";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        firstName: string | null;
                        lastName: string | null;
                        profileImageUrl: string | null;
                        /** @enum {string} */
                        role: "owner" | "manager" | "admin" | "demo";
                        createdBy: string | null;
                        /** @enum {string} */
                        subscriptionTier: "starter" | "basic" | "growth" | "pro" | "pro_plus" | "enterprise" | "demo";
                        /** @enum {string} */
                        subscriptionStatus: "active" | "canceled" | "past_due" | "incomplete" | "trialing" | "inactive";
                        /** @enum {string} */
                        billingPeriod: "monthly" | "yearly";
                        currentPeriodStart: string | null;
                        currentPeriodEnd: string | null;
                        totalAmountPaid: number;
                        currentMaxPaid: number;
                        totalLengthPaid: number;
                        longestPaidPeriod: ("monthly" | "yearly") | null;
                        lastPaymentDate: string | null;
                        lastPaymentAmount: number | null;
                        trialEndsAt: string | null;
                        scheduledUpdateTier: ("starter" | "basic" | "growth" | "pro" | "pro_plus" | "enterprise" | "demo") | null;
                        scheduledUpdateDate: string | null;
                        scheduledBillingPeriod: ("monthly" | "yearly") | null;
                        scheduledUpdateProperties: number[] | null;
                        paidThroughDate: string | null;
                        featureDowngradeDate: string | null;
                        creditExtensionDays: number;
                        additionalProperties: number;
                        companyName: string | null;
                        notificationPreferences: {
                            lowStockAlerts: boolean;
                            requestUpdates: boolean;
                            weeklyReports: boolean;
                            /**
                             * @default monday
                             * @enum {string}
                             */
                            weeklyReportDay: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
                        };
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). Admin users cannot be deleted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createDemoUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: string;
                            email: string;
                            firstName: string | null;
                            lastName: string | null;
                            profileImageUrl: string | null;
                            /** @enum {string} */
                            role: "owner" | "manager" | "admin" | "demo";
                            createdBy: string | null;
                            /** @enum {string} */
                            subscriptionTier: "starter" | "basic" | "growth" | "pro" | "pro_plus" | "enterprise" | "demo";
                            /** @enum {string} */
                            subscriptionStatus: "active" | "canceled" | "past_due" | "incomplete" | "trialing" | "inactive";
                            /** @enum {string} */
                            billingPeriod: "monthly" | "yearly";
                            currentPeriodStart: string | null;
                            currentPeriodEnd: string | null;
                            totalAmountPaid: number;
                            currentMaxPaid: number;
                            totalLengthPaid: number;
                            longestPaidPeriod: ("monthly" | "yearly") | null;
                            lastPaymentDate: string | null;
                            lastPaymentAmount: number | null;
                            trialEndsAt: string | null;
                            scheduledUpdateTier: ("starter" | "basic" | "growth" | "pro" | "pro_plus" | "enterprise" | "demo") | null;
                            scheduledUpdateDate: string | null;
                            scheduledBillingPeriod: ("monthly" | "yearly") | null;
                            scheduledUpdateProperties: number[] | null;
                            paidThroughDate: string | null;
                            featureDowngradeDate: string | null;
                            creditExtensionDays: number;
                            additionalProperties: number;
                            companyName: string | null;
                            notificationPreferences: {
                                lowStockAlerts: boolean;
                                requestUpdates: boolean;
                                weeklyReports: boolean;
                                /**
                                 * @default monday
                                 * @enum {string}
                                 */
                                weeklyReportDay: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
                            };
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        credentials: {
                            email: string;
                            password: string;
                        };
                    };
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listOutbox: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
                status?: "pending" | "queued" | "sending" | "sent" | "failed" | "dead";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The cursor of the next page, to send as ?cursor=; absent on the last page */
                    "X-Next-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        to: string;
                        subject: string;
                        /** @enum {string} */
                        status: "queued" | "sending" | "sent" | "failed" | "dead";
                        error: string | null;
                        attempts: number;
                        lastAttemptAt: string | null;
                        sentAt: string | null;
                        /** Format: date-time */
                        createdAt: string;
                    }[];
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getOutboxSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        queued: number;
                        sending: number;
                        sent: number;
                        failed: number;
                        dead: number;
                    };
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    retryOutboxMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        to: string;
                        subject: string;
                        /** @enum {string} */
                        status: "queued" | "sending" | "sent" | "failed" | "dead";
                        error: string | null;
                        attempts: number;
                        lastAttemptAt: string | null;
                        sentAt: string | null;
                        /** Format: date-time */
                        createdAt: string;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The message has not failed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listJobQueues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        /** Format: date-time */
                        countedAt: string;
                        queuedCount: number;
                        deferredCount: number;
                        activeCount: number;
                        failedCount: number;
                        totalCount: number;
                        failedJobs: {
                            id: string;
                            queue: string;
                            state: string;
                            data: {
                                [key: string]: unknown;
                            } | null;
                            retryCount: number;
                            error: string | null;
                            /** Format: date-time */
                            createdOn: string;
                            completedOn: string | null;
                        }[];
                    }[];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    retryJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                queue: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        queue: string;
                        state: string;
                        data: {
                            [key: string]: unknown;
                        } | null;
                        retryCount: number;
                        error: string | null;
                        /** Format: date-time */
                        createdOn: string;
                        completedOn: string | null;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The job has not failed, or is an email delivery (retried from the outbox). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getDashboardStats: {
        parameters: {
            query?: {
                propertyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        totalProperties: number;
                        pendingRequests: number;
                        lowStockItems: number;
                        totalItems: number;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getStockValue: {
        parameters: {
            query?: {
                propertyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        totalValue: number;
                        items: number;
                        itemsWithoutCost: number;
                        byProperty: {
                            propertyId: number;
                            propertyName: string;
                            value: number;
                            items: number;
                        }[];
                        byCategory: {
                            /** @enum {string} */
                            category: "housekeeping" | "maintenance" | "front_desk" | "kitchen";
                            value: number;
                            items: number;
                        }[];
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSpend: {
        parameters: {
            query?: {
                propertyId?: string;
                months?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        months: {
                            month: string;
                            spend: number;
                            receivedUnits: number;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAnalytics: {
        parameters: {
            query?: {
                period?: "7" | "30" | "90" | "365" | "month" | "year";
                propertyId?: string;
                category?: "housekeeping" | "maintenance" | "front_desk" | "kitchen";
                view?: "overview" | "property-detail";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        view: "overview" | "property-detail";
                        period: {
                            /** @enum {string} */
                            key: "7" | "30" | "90" | "365" | "month" | "year";
                            label: string;
                            /** Format: date-time */
                            from: string;
                            /** Format: date-time */
                            to: string;
                        };
                        filters: {
                            propertyId: number | null;
                            category: ("housekeeping" | "maintenance" | "front_desk" | "kitchen") | null;
                        };
                        overview?: {
                            cards: {
                                totalProperties: number;
                                inventoryValue: number;
                                activeRequests: number;
                                pendingRequests: number;
                                criticalStock: number;
                            };
                            categoryDemand: {
                                /** @enum {string} */
                                category: "housekeeping" | "maintenance" | "front_desk" | "kitchen";
                                requestedQuantity: number;
                                percentage: number;
                            }[];
                            inventoryPerformance: {
                                totalItems: number;
                                averageStock: number;
                                wellStocked: number;
                                lowStock: number;
                            };
                            stockStatus: {
                                out_of_stock: number;
                                low_stock: number;
                                overstocked: number;
                                good: number;
                            };
                            requestsOverTime: {
                                /** Format: date */
                                date: string;
                                requests: number;
                                quantity: number;
                            }[];
                            highDemandItems: {
                                itemId: number | null;
                                name: string;
                                propertyName: string;
                                requestedQuantity: number;
                                requestCount: number;
                            }[];
                            propertyPerformance: {
                                propertyId: number;
                                name: string;
                                items: number;
                                lowStock: number;
                                requests: number;
                                efficiency: number;
                                /** @enum {string} */
                                badge: "default" | "secondary" | "destructive";
                            }[];
                            criticalActions: {
                                criticalItems: {
                                    id: number;
                                    name: string;
                                    propertyName: string;
                                    currentStock: number;
                                    minStock: number;
                                    /** @enum {string} */
                                    state: "out_of_stock" | "low_stock" | "overstocked" | "good";
                                }[];
                                pendingRequests: number;
                                pendingAlert: boolean;
                            };
                        };
                        propertyDetail?: {
                            property: {
                                id: number;
                                name: string;
                                address: string | null;
                            };
                            totals: {
                                items: number;
                                totalValue: number;
                                lowStock: number;
                                pendingOrders: number;
                            };
                            categories: {
                                /** @enum {string} */
                                category: "housekeeping" | "maintenance" | "front_desk" | "kitchen";
                                items: {
                                    id: number;
                                    name: string;
                                    /** @enum {string} */
                                    category: "housekeeping" | "maintenance" | "front_desk" | "kitchen";
                                    currentStock: number;
                                    minThreshold: number;
                                    maxCapacity: number | null;
                                    parLevel: number | null;
                                    unitCost: number | null;
                                    totalValue: number;
                                    /** @enum {string} */
                                    status: "out_of_stock" | "low_stock" | "overstocked" | "good";
                                    ordersPending: number;
                                    lastCounted: string | null;
                                }[];
                            }[];
                            recentActivity: {
                                id: number;
                                status: string;
                                quantity: number;
                                /** Format: date-time */
                                createdAt: string;
                                itemName: string;
                                requester: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    printLabels: {
        parameters: {
            query: {
                propertyId: string;
                layout?: "a4-3x10" | "a4-3x7" | "letter-3x10" | "letter-3x7";
                category?: "housekeeping" | "maintenance" | "front_desk" | "kitchen";
                itemIds?: string;
                skip?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The label sheets, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createPurchaseOrders: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        number: string;
                        propertyId: number;
                        propertyName: string;
                        requestId: number | null;
                        supplierId: number | null;
                        supplierName: string | null;
                        supplierEmail: string | null;
                        /** @enum {string} */
                        status: "open" | "sent";
                        total: number;
                        lineCount: number;
                        /** Format: date-time */
                        createdAt: string;
                        sentAt: string | null;
                        sentTo: string | null;
                        email: {
                            /** @enum {string} */
                            status: "queued" | "sending" | "sent" | "failed" | "dead";
                            to: string;
                            error: string | null;
                            attemptedAt: string | null;
                        } | null;
                    }[];
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request is not approved, or has nothing to order. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listPurchaseOrders: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
                propertyId?: string;
                status?: "open" | "sent";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The cursor of the next page, to send as ?cursor=; absent on the last page */
                    "X-Next-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        number: string;
                        propertyId: number;
                        propertyName: string;
                        requestId: number | null;
                        supplierId: number | null;
                        supplierName: string | null;
                        supplierEmail: string | null;
                        /** @enum {string} */
                        status: "open" | "sent";
                        total: number;
                        lineCount: number;
                        /** Format: date-time */
                        createdAt: string;
                        sentAt: string | null;
                        sentTo: string | null;
                        email: {
                            /** @enum {string} */
                            status: "queued" | "sending" | "sent" | "failed" | "dead";
                            to: string;
                            error: string | null;
                            attemptedAt: string | null;
                        } | null;
                    }[];
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getPurchaseOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        number: string;
                        propertyId: number;
                        propertyName: string;
                        requestId: number | null;
                        supplierId: number | null;
                        supplierName: string | null;
                        supplierEmail: string | null;
                        /** @enum {string} */
                        status: "open" | "sent";
                        total: number;
                        lineCount: number;
                        /** Format: date-time */
                        createdAt: string;
                        sentAt: string | null;
                        sentTo: string | null;
                        email: {
                            /** @enum {string} */
                            status: "queued" | "sending" | "sent" | "failed" | "dead";
                            to: string;
                            error: string | null;
                            attemptedAt: string | null;
                        } | null;
                        lines: {
                            id: number;
                            itemId: number | null;
                            itemName: string;
                            unit: string;
                            quantity: number;
                            unitCost: number | null;
                            lineTotal: number;
                        }[];
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    downloadPurchaseOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    sendPurchaseOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        number: string;
                        propertyId: number;
                        propertyName: string;
                        requestId: number | null;
                        supplierId: number | null;
                        supplierName: string | null;
                        supplierEmail: string | null;
                        /** @enum {string} */
                        status: "open" | "sent";
                        total: number;
                        lineCount: number;
                        /** Format: date-time */
                        createdAt: string;
                        sentAt: string | null;
                        sentTo: string | null;
                        email: {
                            /** @enum {string} */
                            status: "queued" | "sending" | "sent" | "failed" | "dead";
                            to: string;
                            error: string | null;
                            attemptedAt: string | null;
                        } | null;
                        lines: {
                            id: number;
                            itemId: number | null;
                            itemName: string;
                            unit: string;
                            quantity: number;
                            unitCost: number | null;
                            lineTotal: number;
                        }[];
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. The order has no supplier, or its supplier no email address. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). Demo accounts cannot email suppliers. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: string;
                            email: string;
                            firstName: string | null;
                            lastName: string | null;
                            profileImageUrl: string | null;
                            /** @enum {string} */
                            role: "owner" | "manager" | "admin" | "demo";
                            createdBy: string | null;
                            /** @enum {string} */
                            subscriptionTier: "starter" | "basic" | "growth" | "pro" | "pro_plus" | "enterprise" | "demo";
                            /** @enum {string} */
                            subscriptionStatus: "active" | "canceled" | "past_due" | "incomplete" | "trialing" | "inactive";
                            /** @enum {string} */
                            billingPeriod: "monthly" | "yearly";
                            currentPeriodStart: string | null;
                            currentPeriodEnd: string | null;
                            totalAmountPaid: number;
                            currentMaxPaid: number;
                            totalLengthPaid: number;
                            longestPaidPeriod: ("monthly" | "yearly") | null;
                            lastPaymentDate: string | null;
                            lastPaymentAmount: number | null;
                            trialEndsAt: string | null;
                            scheduledUpdateTier: ("starter" | "basic" | "growth" | "pro" | "pro_plus" | "enterprise" | "demo") | null;
                            scheduledUpdateDate: string | null;
                            scheduledBillingPeriod: ("monthly" | "yearly") | null;
                            scheduledUpdateProperties: number[] | null;
                            paidThroughDate: string | null;
                            featureDowngradeDate: string | null;
                            creditExtensionDays: number;
                            additionalProperties: number;
                            companyName: string | null;
                            notificationPreferences: {
                                lowStockAlerts: boolean;
                                requestUpdates: boolean;
                                weeklyReports: boolean;
                                /**
                                 * @default monday
                                 * @enum {string}
                                 */
                                weeklyReportDay: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
                            };
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        plan: {
                            /** @enum {string} */
                            tier: "starter" | "basic" | "growth" | "pro" | "pro_plus" | "enterprise" | "demo";
                            name: string;
                            price: number;
                            yearlyPrice: number;
                            maxProperties: number;
                            managersPerProperty: number;
                            additionalHotelPrice: number | null;
                            features: string[];
                        };
                        nextPaymentAmountDisplay: string;
                        /** Format: date-time */
                        nextBillingDate: string;
                        scheduledChange: {
                            /** @enum {string} */
                            tier: "starter" | "basic" | "growth" | "pro" | "pro_plus" | "enterprise" | "demo";
                            /** Format: date-time */
                            date: string;
                        } | null;
                    };
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getNextPayment: {
        parameters: {
            query?: {
                billingPeriod?: "monthly" | "yearly";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        tier: "starter" | "basic" | "growth" | "pro" | "pro_plus" | "enterprise" | "demo";
                        /** @enum {string} */
                        billingPeriod: "monthly" | "yearly";
                        amount: number;
                        amountDisplay: string;
                        /** Format: date-time */
                        date: string;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    previewUpgrade: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    subscriptionTier: "starter" | "basic" | "growth" | "pro" | "pro_plus" | "enterprise";
                    /**
                     * @default false
                     * @enum {boolean}
                     */
                    isYearly?: false;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        previewAmount: number;
                        /** @enum {string} */
                        currency: "usd";
                        unusedValue: number;
                        proratedDays: number;
                        message: string;
                        summary: {
                            nextChargeAmount: number;
                            /** Format: date-time */
                            nextChargeDate: string;
                        };
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. Demo accounts have no plan to change, or the plan is not an upgrade. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    calculateUpgrade: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    subscriptionTier: "starter" | "basic" | "growth" | "pro" | "pro_plus" | "enterprise";
                    /**
                     * @default false
                     * @enum {boolean}
                     */
                    isYearly?: false;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        calculation: {
                            chargeAmount: number;
                            unusedValue: number;
                            proratedDays: number;
                            message: string;
                            summary: {
                                nextChargeAmount: number;
                                /** Format: date-time */
                                nextChargeDate: string;
                            };
                        };
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. Demo accounts have no plan to change, or the plan is not an upgrade. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createUpgradePayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    targetTier: "starter" | "basic" | "growth" | "pro" | "pro_plus" | "enterprise";
                    /**
                     * @default false
                     * @enum {boolean}
                     */
                    isYearly?: false;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientSecret: string | null;
                        paymentIntentId: string | null;
                        amountToCharge: number;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. Demo accounts have no plan to change, or the plan is not an upgrade. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    confirmUpgrade: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    subscriptionTier: "starter" | "basic" | "growth" | "pro" | "pro_plus" | "enterprise";
                    /**
                     * @default false
                     * @enum {boolean}
                     */
                    isYearly?: false;
                    paymentIntentId?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        /** @enum {string} */
                        subscriptionTier: "starter" | "basic" | "growth" | "pro" | "pro_plus" | "enterprise";
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. The payment was made for another plan. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The payment has not completed. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The payment is not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    payUpgradeWithSavedCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    subscriptionTier: "starter" | "basic" | "growth" | "pro" | "pro_plus" | "enterprise";
                    /**
                     * @default false
                     * @enum {boolean}
                     */
                    isYearly?: false;
                    amount?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        reason: ("no_payment_method" | "declined" | "requires_action") | null;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. Demo accounts have no plan to change, or the plan is not an upgrade. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The price changed since it was shown (the new `quote`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    changePlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    subscriptionTier: "starter" | "basic" | "growth" | "pro" | "pro_plus" | "enterprise";
                    /**
                     * @default false
                     * @enum {boolean}
                     */
                    isYearly?: false;
                    propertiesToKeep?: number[];
                    subscriptionStatus?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        requiresPayment: boolean;
                        amountToCharge: number;
                        scheduled: boolean;
                        message: string;
                        effectiveDate: string | null;
                        requiresCheckout: boolean;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. Demo accounts have no plan to change, or the properties to keep do not fit the plan. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A failed payment must be restored first. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    cancelPlanChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    newTier?: "starter" | "basic" | "growth" | "pro" | "pro_plus" | "enterprise";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        requiresPaymentMethod?: boolean;
                        requiresAction?: boolean;
                        clientSecret?: string;
                        paymentIntentId?: string;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. Demo accounts have no plan to change. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No plan change is scheduled. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    cancelSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        requiresPaymentMethod?: boolean;
                        requiresAction?: boolean;
                        clientSecret?: string;
                        paymentIntentId?: string;
                    };
                };
            };
            /** @description Demo accounts have no plan to change. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The subscription is already canceled. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    reactivateSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    paymentIntentId?: string;
                } | null;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        requiresPaymentMethod?: boolean;
                        requiresAction?: boolean;
                        clientSecret?: string;
                        paymentIntentId?: string;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. Demo accounts have no plan to change. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The payment of `paymentIntentId` is not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The subscription is not canceled. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getPaymentStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        paymentValid: boolean;
                        needsPaywall: boolean;
                        canReactivate: boolean;
                        subscriptionStatus: string;
                        subscriptionTier: string;
                        currentMaxPaid: number;
                        totalAmountPaid: number;
                        lastPaymentDate: string | null;
                        invoiceId: number | null;
                        reason: ("payment_failed" | "requires_action" | "subscription_inactive" | "no_payment_method" | "other") | null;
                        amount: number | null;
                        ownerName?: string;
                        accessSuspendsAt: string | null;
                        nextRetryAt: string | null;
                    };
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    retryPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    invoiceId: number;
                    paymentIntentId?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        requiresPaymentMethod?: boolean;
                        requiresAction?: boolean;
                        clientSecret?: string;
                        paymentIntentId?: string;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The payment is not found, or not open. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listPaymentMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        paymentMethods: {
                            id: number;
                            brand: string;
                            last4: string;
                            expMonth: number;
                            expYear: number;
                            isDefault: boolean;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listPayments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payments: {
                            id: number;
                            /** Format: date-time */
                            date: string;
                            description: string;
                            amount: number;
                            currency: string;
                            /** @enum {string} */
                            status: "succeeded" | "failed" | "requires_action" | "refunded";
                            failureReason: string | null;
                            receipt: string | null;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    downloadReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. The account has no receipt for this payment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getBillingDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyName: string | null;
                        billingAddress: string | null;
                        taxId: string | null;
                    };
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    saveBillingDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    companyName?: string | null;
                    billingAddress?: string | null;
                    taxId?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyName: string | null;
                        billingAddress: string | null;
                        taxId: string | null;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    startCardSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientSecret: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getPaymentConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        publishableKey: string | null;
                        /** @enum {string} */
                        provider: "local" | "stripe";
                        testPayments: boolean;
                    };
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    startAdditionalPropertyPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    additionalProperties: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientSecret: string;
                        paymentIntentId: string;
                        amount: number;
                        /** @enum {boolean} */
                        demo?: false;
                    } | {
                        /** @enum {boolean} */
                        demo: true;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. No payment is needed: the plan has room, or does not sell more properties. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    confirmAdditionalPropertyPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    paymentIntentId?: string | null;
                    propertyData: {
                        name: string;
                        address?: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        property: {
                            id: number;
                            name: string;
                            address: string | null;
                            ownerId: string;
                            isActive: boolean;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). No payment was given, or it has not completed. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). The plan's property limit is reached (`LIMIT_EXCEEDED`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The payment is not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    confirmLocalPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    clientSecret: string;
                    card: {
                        number: string;
                        expMonth: number;
                        expYear: number;
                        cvc: string;
                        name?: string;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "succeeded" | "requires_action" | "requires_payment_method";
                        error: string | null;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. The card has expired. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The payment is not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The payment was canceled, or what it pays for can no longer be done. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    authenticateLocalPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    clientSecret: string;
                    approve: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "succeeded" | "requires_action" | "requires_payment_method";
                        error: string | null;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The payment is not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The payment needs no authentication, or what it pays for can no longer be done. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    startDemoConversion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    tier: "starter" | "basic" | "growth" | "pro" | "pro_plus" | "enterprise";
                    /** @enum {string} */
                    data: "keep" | "fresh";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientSecret: string;
                        paymentIntentId: string;
                        amount: number;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    confirmDemoConversion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    paymentIntentId: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        /** @enum {string} */
                        subscriptionTier: "starter" | "basic" | "growth" | "pro" | "pro_plus" | "enterprise";
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. The payment was made for something else. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The payment has not completed. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The user's role may not do this. A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The payment is not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The payment was refunded, or the account is already a customer. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    receiveStripeWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        received: true;
                        duplicate: boolean;
                    };
                };
            };
            /** @description The Stripe-Signature header is missing or does not match the body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Stripe webhooks are not configured. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    startCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    planId: "starter" | "basic" | "growth" | "pro" | "pro_plus" | "enterprise";
                    /**
                     * @default false
                     * @enum {boolean}
                     */
                    isYearly?: false;
                    customerInfo: {
                        firstName: string;
                        lastName: string;
                        /** Format: email */
                        email: string;
                        companyName?: string | null;
                        password: string;
                        confirmPassword: string;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientSecret: string;
                        paymentIntentId: string;
                        amount: number;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The caller is already signed in. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    completeRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    paymentIntent: string;
                    /** @enum {string} */
                    planId: "starter" | "basic" | "growth" | "pro" | "pro_plus" | "enterprise";
                    /**
                     * @default false
                     * @enum {boolean}
                     */
                    isYearly?: false;
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        autoLogin: boolean;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. The payment was made for another plan. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The payment has not completed. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The checkout's payment is not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The payment was refunded, or the email address has an account. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    startTestPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    targetTier: "starter" | "basic" | "growth" | "pro" | "pro_plus" | "enterprise";
                    /**
                     * @default false
                     * @enum {boolean}
                     */
                    isYearly?: false;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientSecret: string | null;
                        paymentIntentId: string | null;
                        amountToCharge: number;
                    };
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A write sent from another site (the Origin check). The payment provider takes no test payments. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    uploadPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description A JPEG, PNG, WebP or GIF image
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description No file, or not an image of a kind the app takes. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A write sent from another site (the Origin check). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The image is larger than the upload limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image, in the type it was stored as */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                };
            };
            /** @description A parameter or field is invalid; `fields` gives the message of each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account's subscription needs payment (`paywall: true` and the `reason`). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not the user's to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error, such as a 500 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
}
