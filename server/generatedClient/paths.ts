// Generated from /openapi.json by openapi-typescript (server/apiDocument.test.ts checks it is current;
// UPDATE_API_TYPES=1 npx vitest run server/apiDocument.test.ts rewrites it). Do not edit.
export interface paths {
    "/api/v1/transaction/pay-in-method": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Encaisser par mobile money
         * @description Demande un paiement au titulaire d’un portefeuille mobile money. Selon l’opérateur, le client valide une demande reçue sur son téléphone, ou génère d’abord un code qu’il vous donne (`codeOtp`).
         *
         *     Les moyens marqués `otpRequired` dans la liste des moyens de paiement exigent `codeOtp` ; leurs `instructions` disent au client comment obtenir le code.
         *
         *     La réponse n’a pas l’enveloppe `code`, `message`, `data` des autres appels : lisez `state` et `data.paymentMessage`.
         */
        post: operations["payInMobile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transaction/pay-in-card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Encaisser par carte bancaire
         * @description Débite une carte bancaire. Les données de carte ne doivent transiter que par un serveur conforme PCI-DSS : si ce n’est pas votre cas, utilisez la page hébergée.
         *
         *     La forme de la réponse n’est pas publiée : l’exemple est celle du bac à sable.
         */
        post: operations["payInCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transaction/pay-in-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Créer un lien de paiement
         * @description Crée un lien unique vers une page de paiement hébergée. Partagez `urlPayIn` ou affichez-la dans le widget ; `token` identifie le lien.
         */
        post: operations["createPaymentLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transaction/pay-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lister les encaissements
         * @description Renvoie vos encaissements, du plus récent au plus ancien, avec leur statut.
         *
         *     Paginé : `limit` éléments (20 par défaut, 100 au plus), du plus récent au plus ancien ; `has_more` dit s’il en reste, à lire avec `starting_after` égal à l’identifiant du dernier élément reçu.
         */
        get: operations["listTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transaction/get-balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consulter le solde
         * @description Renvoie le solde disponible de votre compte marchand : c’est lui qui finance les versements et les paiements de masse.
         */
        get: operations["getBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transaction/status/{transactionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Suivre le statut d'un encaissement
         * @description Renvoie le statut et le détail d’un encaissement à partir de son `transactionId`. Interrogez-le tant que le statut est `PENDING`, en espaçant les appels.
         */
        get: operations["getTransactionStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transaction/payment-method/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lister les moyens de paiement par pays
         * @description Renvoie les moyens de paiement regroupés par pays, avec le code à envoyer dans `paymentMethod`, l’indicatif, la devise, et les instructions à montrer au client en français et en anglais.
         */
        get: operations["listPaymentMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfer/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Effectuer un versement
         * @description Envoie de l’argent de votre solde vers un compte mobile money. Le montant débité (`realAmount`) comprend les frais.
         */
        post: operations["createPayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfer/contact/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ajouter un compte de versement
         * @description Enregistre un bénéficiaire que vous paierez plus tard : client à rembourser, fournisseur, salarié.
         *
         *     La réponse n’est pas publiée : l’exemple est celle du bac à sable.
         */
        post: operations["addPayoutContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lister les versements
         * @description Renvoie vos versements, du plus récent au plus ancien, avec leur statut.
         *
         *     Paginé : `limit` éléments (20 par défaut, 100 au plus), du plus récent au plus ancien ; `has_more` dit s’il en reste, à lire avec `starting_after` égal à l’identifiant du dernier élément reçu.
         */
        get: operations["listPayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pay-out-mass/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Effectuer un versement de masse
         * @description Paie une liste de bénéficiaires en un seul appel. Chacun reçoit son montant sur son compte mobile money, en moins de 5 minutes.
         *
         *     Le champ `paiement_method` s’écrit ainsi, en minuscules avec un tiret bas : c’est le nom attendu par l’API.
         */
        post: operations["createMassPayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pay-out-mass": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lister les versements de masse
         * @description Renvoie vos paiements de masse avec, pour chacun, la liste de ses bénéficiaires.
         *
         *     Paginé : `limit` éléments (20 par défaut, 100 au plus), du plus récent au plus ancien ; `has_more` dit s’il en reste, à lire avec `starting_after` égal à l’identifiant du dernier élément reçu.
         */
        get: operations["listMassPayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transaction/pay-in-url/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lire un lien de paiement (page de paiement hébergée)
         * @description Hypothèse du bac à sable : appelé sans identifiants par la page de paiement hébergée.
         */
        get: operations["getPaymentLink"];
        put?: never;
        /**
         * Payer un lien de paiement (page de paiement hébergée)
         * @description Hypothèse du bac à sable : le payeur règle le lien depuis la page de paiement hébergée.
         */
        post: operations["payPaymentLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transaction/pay-in-url/{token}/card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Payer un lien de paiement par carte (page de paiement hébergée)
         * @description Hypothèse du bac à sable : `pay-in-card` pour le payeur du lien, sans identifiants ; le montant et la devise sont ceux du lien, le nom du titulaire est partagé en prénom et nom.
         */
        post: operations["payPaymentLinkByCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transaction/pay-in-url/{token}/payment-method/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Moyens de paiement d’un lien (page de paiement hébergée)
         * @description Hypothèse du bac à sable : `payment-method/all` limité aux pays du lien, appelé sans identifiants par la page de paiement hébergée.
         */
        get: operations["listPaymentLinkMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transaction/pay-in-url/{token}/status/{transactionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Statut d’un paiement d’un lien (page de paiement hébergée)
         * @description Hypothèse du bac à sable : `status/{transactionId}` pour le seul paiement du lien, appelé sans identifiants par la page de paiement hébergée.
         */
        get: operations["getPaymentLinkStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transaction/pay-in-url/{token}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Annuler le paiement en attente d’un lien (page de paiement hébergée)
         * @description Hypothèse du bac à sable : le payeur retire le paiement qui attend sa confirmation (pour payer depuis un autre numéro ou moyen, ou renoncer) ; le lien reste payable. Sans paiement en attente, rien ne change. 409 si le lien est déjà payé.
         */
        post: operations["cancelPaymentLinkPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sandboxes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Créer son bac à sable
         * @description Sans identifiants : crée un bac à sable à vous, avec ses propres identifiants (x-api-key, X-API-TOKEN, JWT) et son secret de notifications. Ses données (les exemples de la documentation au départ, puis vos opérations) sont gardées par le serveur, dans PostgreSQL : elles survivent à ses redémarrages et sont partagées par ses instances. Les secrets ne sont montrés qu’ici, une fois : gardez-les. Au plus 5 créations par heure et par adresse ; un bac à sable inutilisé pendant 30 jours est supprimé.
         */
        post: operations["createDeveloperSandbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sandbox/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Vider son bac à sable
         * @description Remet votre bac à sable à son état de départ : les exemples de la documentation et le solde de départ, sans vos opérations, liens ni clés d’idempotence. Les identifiants et le journal des notifications restent ; les nouveaux identifiants d’opération continuent la numérotation.
         */
        post: operations["resetSandbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sandbox/transactions/{transactionId}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirmer une opération en attente (bac à sable)
         * @description Bac à sable uniquement : fait réussir un encaissement, un lien payé, un versement ou un bénéficiaire de versement de masse resté PENDING (numéro de test « en attente »), comme l’opérateur le ferait ; sa notification part.
         */
        post: operations["completeSandboxTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sandbox/transactions/{transactionId}/fail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Faire échouer une opération en attente (bac à sable)
         * @description Bac à sable uniquement : refuse une opération restée PENDING ; un versement rend son montant au solde, un lien redevient payable. Sa notification part.
         */
        post: operations["failSandboxTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sandbox/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Journal des notifications (bac à sable)
         * @description Les notifications envoyées aux URL de ces identifiants, les plus récentes d’abord, avec chaque essai : statut HTTP reçu et début de la réponse.
         */
        get: operations["listWebhookEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sandbox/webhooks/{eventId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renvoyer une notification (bac à sable)
         * @description Renvoie tout de suite une notification, avec le même webhook-id, et reprend le calendrier des essais depuis le début.
         */
        post: operations["resendWebhookEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "payment.succeeded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payment.succeeded
         * @description Un encaissement (mobile money, carte, lien de paiement) a réussi. Envoyé en POST à l’URL de notification de l’opération (`Ipn`, `ipn` ou `notifyUrl`), signé selon Standard Webhooks ; renvoyé après 5 s, 5 min, 30 min, 2 h, 5 h, 10 h tant que la réponse n’est pas un 2xx dans les 10 s.
         */
        post: operations["webhook-payment-succeeded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payment.failed
         * @description Un encaissement a été refusé ou a échoué. Envoyé en POST à l’URL de notification de l’opération (`Ipn`, `ipn` ou `notifyUrl`), signé selon Standard Webhooks ; renvoyé après 5 s, 5 min, 30 min, 2 h, 5 h, 10 h tant que la réponse n’est pas un 2xx dans les 10 s.
         */
        post: operations["webhook-payment-failed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payment.pending
         * @description Un encaissement attend la confirmation du payeur ou de l’opérateur. Envoyé en POST à l’URL de notification de l’opération (`Ipn`, `ipn` ou `notifyUrl`), signé selon Standard Webhooks ; renvoyé après 5 s, 5 min, 30 min, 2 h, 5 h, 10 h tant que la réponse n’est pas un 2xx dans les 10 s.
         */
        post: operations["webhook-payment-pending"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.succeeded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payout.succeeded
         * @description Un versement, ou un bénéficiaire d’un versement de masse (avec `massPayoutId`), a été payé. Envoyé en POST à l’URL de notification de l’opération (`Ipn`, `ipn` ou `notifyUrl`), signé selon Standard Webhooks ; renvoyé après 5 s, 5 min, 30 min, 2 h, 5 h, 10 h tant que la réponse n’est pas un 2xx dans les 10 s.
         */
        post: operations["webhook-payout-succeeded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payout.failed
         * @description Un versement a échoué : son montant est rendu au solde. Envoyé en POST à l’URL de notification de l’opération (`Ipn`, `ipn` ou `notifyUrl`), signé selon Standard Webhooks ; renvoyé après 5 s, 5 min, 30 min, 2 h, 5 h, 10 h tant que la réponse n’est pas un 2xx dans les 10 s.
         */
        post: operations["webhook-payout-failed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payout.pending
         * @description Un versement attend la confirmation de l’opérateur. Envoyé en POST à l’URL de notification de l’opération (`Ipn`, `ipn` ou `notifyUrl`), signé selon Standard Webhooks ; renvoyé après 5 s, 5 min, 30 min, 2 h, 5 h, 10 h tant que la réponse n’est pas un 2xx dans les 10 s.
         */
        post: operations["webhook-payout-pending"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        ApiErrorBody: {
            /** @enum {string} */
            code?: "BAD_REQUEST" | "INSUFFICIENT_BALANCE" | "UNAUTHORIZED" | "CARD_DECLINED" | "INSUFFICIENT_FUNDS" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "CONFLICT" | "PAYLOAD_TOO_LARGE" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL_ERROR" | "WEBHOOKS_UNAVAILABLE" | "SANDBOXES_UNAVAILABLE" | "SANDBOX_BUSY";
            message?: string;
            data?: {
                title?: string;
                field?: string;
                transactionId?: string;
            } | null;
            requestId?: string;
        };
        Transaction: {
            id: number;
            idClient?: string | null;
            developerAccountId: string;
            siteId?: string | null;
            amount: number;
            realAmount: number;
            /** @enum {string} */
            currency: "XOF" | "XAF" | "GNF";
            payUrl?: string | null;
            transactionId: string;
            description?: string | null;
            createdAt: number;
            /** @enum {string} */
            status: "SUCCESS" | "PENDING" | "REJECTED";
            ipn?: string | null;
            callback?: string | null;
            token?: string | null;
            country?: string | null;
            phoneNumber?: string | null;
            codeOTP?: string | null;
            prefixPhone?: string | null;
            paymentMethod: string;
        };
        TransactionListResponse: {
            /** @enum {string} */
            code: "OK";
            message: string;
            data: components["schemas"]["Transaction"][];
            /** @default false */
            has_more: boolean;
        };
        TransactionStatusResponse: {
            /** @enum {string} */
            code: "OK";
            message: string;
            data: components["schemas"]["Transaction"];
        };
        MobilePayInRequest: {
            /**
             * @description Montant dans l’unité de la devise : supérieur à zéro, au plus 100 000 000, et entier en XOF, XAF et GNF (devises sans centimes).
             * @example 100
             */
            amount: number;
            /**
             * @example XOF
             * @enum {string}
             */
            currency: "XOF" | "XAF" | "GNF";
            /**
             * @example OMSN
             * @enum {string}
             */
            paymentMethod: "WAVESN" | "OMSN" | "FREESN" | "OMCI" | "MOMOCI" | "MOOVCI" | "WAVECI" | "OMML" | "MOOVML" | "OMBF" | "MOOVBF" | "MOMOBJ" | "MOOVBJ" | "CELTIISBJ" | "MIXXTG" | "FLOOZTG" | "MOMOCM" | "OMCM" | "OMGN" | "MOMOGN" | "AIRTELNE" | "MOOVNE";
            /**
             * @example 221
             * @enum {string}
             */
            prefixPhone: "221" | "225" | "223" | "226" | "229" | "228" | "237" | "224" | "227";
            /** @example 770000001 */
            phoneNumber: string;
            /** @example CMD-1042 */
            idClient?: string;
            /**
             * Format: uri
             * @example https://boutique.example/notifications/yonnee
             */
            Ipn?: string;
            /** @example Commande n° 1042 */
            description?: string;
            /**
             * @example SN
             * @enum {string}
             */
            country?: "SN" | "CI" | "ML" | "BF" | "BJ" | "TG" | "CM" | "GN" | "NE";
            /** @example 482913 */
            codeOtp?: string;
            /** @example {"panier":"1042"} */
            metadata?: string;
        };
        MobilePayInResponse: {
            /** @enum {string} */
            state: "SUCCESS" | "PENDING" | "REJECTED";
            statusCode: number;
            data: {
                paymentDate: string;
                paymentTime: string;
                paymentCode: string;
                paymentMessage: string;
                paymentTransactionId: string;
                paymentMethod: string;
                phoneNumber: string;
                comment?: string | null;
                type: string;
                metadata?: string | null;
            };
            timestamp: string;
        };
        CardPayInRequest: {
            /**
             * @description Montant dans l’unité de la devise : supérieur à zéro, au plus 100 000 000, et entier en XOF, XAF et GNF (devises sans centimes).
             * @example 25000
             */
            amount: number;
            /**
             * @example XOF
             * @enum {string}
             */
            currency: "XOF" | "XAF" | "GNF";
            /** @example Commande n° 1043 */
            description?: string;
            /** @example 4242424242424242 */
            cardNumber: string;
            /** @example Awa */
            customerFirstName: string;
            /** @example Ndiaye */
            customerLastName: string;
            /** @example 09 */
            cardExpirationMonth: string;
            /** @example 2030 */
            cardExpirationYear: string;
            /** @example 123 */
            cardCv: string;
            /** @example CMD-1043 */
            idClient?: string;
            /**
             * Format: uri
             * @example https://boutique.example/notifications/yonnee
             */
            notifyUrl?: string;
        };
        CardPayInResponse: {
            /** @enum {string} */
            code: "OK";
            message: string;
            data: components["schemas"]["Transaction"];
        };
        Balance: {
            businessName: string;
            availableBalance: number;
            /** @enum {string} */
            currency: "XOF" | "XAF" | "GNF";
        };
        BalanceResponse: {
            /** @enum {string} */
            code: "OK";
            message: string;
            data: components["schemas"]["Balance"];
        };
        PaymentLinkRequest: {
            /**
             * @description Montant dans l’unité de la devise : supérieur à zéro, au plus 100 000 000, et entier en XOF, XAF et GNF (devises sans centimes).
             * @example 45000
             */
            amount: number;
            /**
             * @example SN
             * @enum {string}
             */
            country: "SN" | "CI" | "ML" | "BF" | "BJ" | "TG" | "CM" | "GN" | "NE";
            /**
             * @example XOF
             * @enum {string}
             */
            currency: "XOF" | "XAF" | "GNF";
            /** @example CMD-1044 */
            idClient?: string;
            /**
             * Format: uri
             * @example https://boutique.example/notifications/yonnee
             */
            ipn?: string;
            /** @example Panier de 3 boubous brodés */
            product: string;
            /** @description Adresse https:// où le reçu renvoie le payeur (« Retour chez … »). */
            returnUrl?: string;
        };
        PaymentLinkResponse: {
            /** @enum {string} */
            code: "OK";
            message: string;
            data: {
                token: string;
                urlPayIn: string;
            };
        };
        PaymentLinkDetails: {
            token: string;
            urlPayIn: string;
            businessName: string;
            product: string;
            amount: number;
            /** @enum {string} */
            currency: "XOF" | "XAF" | "GNF";
            country: string;
            /** @enum {string} */
            status: "SUCCESS" | "PENDING" | "REJECTED";
            createdAt: number;
            /**
             * @description Origines enregistrées par le marchand (https://boutique.example) : seules elles peuvent afficher la page de paiement dans un iframe (frame-ancestors) et recevoir son issue par postMessage. Aucune par défaut.
             * @default []
             */
            merchantOrigins: string[];
            returnUrl?: string | null;
            /**
             * @description Le payeur peut régler ce lien par carte bancaire (sa devise est réglée par carte). Absent : non.
             * @default false
             */
            cardPayments: boolean;
        };
        PaymentLinkDetailsResponse: {
            /** @enum {string} */
            code: "OK";
            message: string;
            data: components["schemas"]["PaymentLinkDetails"];
        };
        PaymentLinkPayRequest: {
            /**
             * @example WAVESN
             * @enum {string}
             */
            paymentMethod: "WAVESN" | "OMSN" | "FREESN" | "OMCI" | "MOMOCI" | "MOOVCI" | "WAVECI" | "OMML" | "MOOVML" | "OMBF" | "MOOVBF" | "MOMOBJ" | "MOOVBJ" | "CELTIISBJ" | "MIXXTG" | "FLOOZTG" | "MOMOCM" | "OMCM" | "OMGN" | "MOMOGN" | "AIRTELNE" | "MOOVNE";
            /**
             * @example 221
             * @enum {string}
             */
            prefixPhone: "221" | "225" | "223" | "226" | "229" | "228" | "237" | "224" | "227";
            /** @example 770000001 */
            phoneNumber: string;
            /** @example 482913 */
            codeOtp?: string;
        };
        PaymentLinkCardPayRequest: {
            /** @example 4242424242424242 */
            cardNumber: string;
            /** @example 09 */
            cardExpirationMonth: string;
            /** @example 2030 */
            cardExpirationYear: string;
            /** @example 123 */
            cardCv: string;
            /** @example Awa Ndiaye */
            cardHolderName: string;
        };
        PaymentMethod: {
            name: string;
            /** @enum {string} */
            currency: "XOF" | "XAF" | "GNF";
            prefixPhone: string;
            paymentMethod: string;
            otpRequired: boolean;
            instructions: string;
            instructionsEn: string;
            dataProcessingRequest: {
                isPhoneNumberRequired: boolean;
            };
            type: string;
        };
        PaymentMethodGroup: {
            country: string;
            methods: components["schemas"]["PaymentMethod"][];
        };
        PaymentMethodListResponse: {
            /** @enum {string} */
            code: "OK";
            message: string;
            data: components["schemas"]["PaymentMethodGroup"][];
        };
        PayoutRequest: {
            /**
             * @description Montant dans l’unité de la devise : supérieur à zéro, au plus 100 000 000, et entier en XOF, XAF et GNF (devises sans centimes).
             * @example 200
             */
            amount: number;
            /**
             * @example XOF
             * @enum {string}
             */
            currency: "XOF" | "XAF" | "GNF";
            /**
             * @example WAVESN
             * @enum {string}
             */
            paymentMethod: "WAVESN" | "OMSN" | "FREESN" | "OMCI" | "MOMOCI" | "MOOVCI" | "WAVECI" | "OMML" | "MOOVML" | "OMBF" | "MOOVBF" | "MOMOBJ" | "MOOVBJ" | "CELTIISBJ" | "MIXXTG" | "FLOOZTG" | "MOMOCM" | "OMCM" | "OMGN" | "MOMOGN" | "AIRTELNE" | "MOOVNE";
            /**
             * @example 221
             * @enum {string}
             */
            prefixPhone: "221" | "225" | "223" | "226" | "229" | "228" | "237" | "224" | "227";
            /** @example 770000001 */
            phoneNumber: string;
            /** @example RMB-1038 */
            idClient?: string;
            /**
             * Format: uri
             * @example https://boutique.example/notifications/yonnee
             */
            ipn?: string;
            /** @example Remboursement commande n° 1038 */
            description?: string;
            /** @example {"commande":"1038"} */
            metadata?: string;
        };
        Payout: {
            id: number;
            idClient?: string | null;
            developerAccountId: string;
            siteId?: string | null;
            amount: number;
            realAmount: number;
            /** @enum {string} */
            currency: "XOF" | "XAF" | "GNF";
            payUrl?: string | null;
            transactionId: string;
            description?: string | null;
            createdAt: number;
            /** @enum {string} */
            status: "SUCCESS" | "PENDING" | "REJECTED";
            ipn?: string | null;
            callback?: string | null;
            token?: string | null;
            country: string;
            prefix: string;
            phone: string;
            paymentMethod: string;
            type?: string | null;
        };
        PayoutResponse: {
            /** @enum {string} */
            code: "OK";
            message: string;
            data: components["schemas"]["Payout"];
        };
        PayoutListResponse: {
            /** @enum {string} */
            code: "OK";
            message: string;
            data: components["schemas"]["Payout"][];
            /** @default false */
            has_more: boolean;
        };
        PayoutContactRequest: {
            /**
             * @example 221
             * @enum {string}
             */
            prefix: "221" | "225" | "223" | "226" | "229" | "228" | "237" | "224" | "227";
            /** @example 770000009 */
            phone: string;
            /** @example Diop */
            name: string;
            /** @example Moussa */
            surname: string;
            /**
             * Format: email
             * @example moussa.diop@example.sn
             */
            email: string;
        };
        PayoutContact: {
            id: number;
            prefix: string;
            phone: string;
            name: string;
            surname: string;
            email: string;
            createdAt: number;
        };
        PayoutContactResponse: {
            /** @enum {string} */
            code: "OK";
            message: string;
            data: components["schemas"]["PayoutContact"];
        };
        MassPayoutItemRequest: {
            /** @example Ndiaye */
            name: string;
            /** @example Awa */
            surname: string;
            /**
             * Format: email
             * @example awa.ndiaye@example.sn
             */
            email: string;
            /**
             * @description Montant dans l’unité de la devise : supérieur à zéro, au plus 100 000 000, et entier en XOF, XAF et GNF (devises sans centimes).
             * @example 200
             */
            amount: number;
            /**
             * @example XOF
             * @enum {string}
             */
            currency: "XOF" | "XAF" | "GNF";
            /** @example 770000001 */
            phone: string;
            /**
             * @example 221
             * @enum {string}
             */
            prefix: "221" | "225" | "223" | "226" | "229" | "228" | "237" | "224" | "227";
            /**
             * @example WAVESN
             * @enum {string}
             */
            paiement_method: "WAVESN" | "OMSN" | "FREESN" | "OMCI" | "MOMOCI" | "MOOVCI" | "WAVECI" | "OMML" | "MOOVML" | "OMBF" | "MOOVBF" | "MOMOBJ" | "MOOVBJ" | "CELTIISBJ" | "MIXXTG" | "FLOOZTG" | "MOMOCM" | "OMCM" | "OMGN" | "MOMOGN" | "AIRTELNE" | "MOOVNE";
        };
        MassPayoutRequest: {
            /**
             * @example [
             *       {
             *         "name": "Ndiaye",
             *         "surname": "Awa",
             *         "email": "awa.ndiaye@example.sn",
             *         "amount": 200,
             *         "currency": "XOF",
             *         "phone": "770000001",
             *         "prefix": "221",
             *         "paiement_method": "WAVESN"
             *       }
             *     ]
             */
            payOutMassList: components["schemas"]["MassPayoutItemRequest"][];
            /** Format: uri */
            ipn?: string;
        };
        MassPayoutRecipient: {
            id: number;
            idClient?: string | null;
            developerAccountId: string;
            merchantId?: string | null;
            siteId?: string | null;
            amount: number;
            realAmount: number;
            /** @enum {string} */
            currency: "XOF" | "XAF" | "GNF";
            payUrl?: string | null;
            transactionId: string;
            description?: string | null;
            ipn?: string | null;
            callback?: string | null;
            token?: string | null;
            country: string;
            prefixPhone: string;
            payment_method: string;
            type?: string | null;
            client_transaction_id?: string | null;
            /** @enum {string} */
            status?: "SUCCESS" | "PENDING" | "REJECTED";
        };
        MassPayout: {
            id: number;
            amount: number;
            /** @enum {string} */
            currency: "XOF" | "XAF" | "GNF";
            description?: string | null;
            createdAt: number;
            developerAccountId: string;
            recipients: components["schemas"]["MassPayoutRecipient"][];
        };
        MassPayoutResponse: {
            /** @enum {string} */
            code: "OK";
            message: string;
            data: components["schemas"]["MassPayout"];
        };
        MassPayoutListResponse: {
            /** @enum {string} */
            code: "OK";
            message: string;
            data: components["schemas"]["MassPayout"][];
            /** @default false */
            has_more: boolean;
        };
        MassPayoutRecipientEventData: {
            id: number;
            idClient?: string | null;
            developerAccountId: string;
            merchantId?: string | null;
            siteId?: string | null;
            amount: number;
            realAmount: number;
            /** @enum {string} */
            currency: "XOF" | "XAF" | "GNF";
            payUrl?: string | null;
            transactionId: string;
            description?: string | null;
            ipn?: string | null;
            callback?: string | null;
            token?: string | null;
            country: string;
            prefixPhone: string;
            payment_method: string;
            type?: string | null;
            client_transaction_id?: string | null;
            /** @enum {string} */
            status?: "SUCCESS" | "PENDING" | "REJECTED";
            massPayoutId: number;
        };
        WebhookPayload: {
            /** @enum {string} */
            type: "payment.succeeded" | "payment.failed" | "payment.pending" | "payout.succeeded" | "payout.failed" | "payout.pending";
            timestamp: string;
            data: components["schemas"]["Transaction"] | components["schemas"]["Payout"] | components["schemas"]["MassPayoutRecipientEventData"];
        };
        WebhookAttempt: {
            at: number;
            statusCode: number | null;
            body: string;
            error: string | null;
            durationMs: number;
        };
        WebhookEvent: {
            id: string;
            /** @enum {string} */
            type: "payment.succeeded" | "payment.failed" | "payment.pending" | "payout.succeeded" | "payout.failed" | "payout.pending";
            url: string;
            createdAt: number;
            /** @enum {string} */
            state: "SUCCESS" | "PENDING" | "REJECTED";
            nextAttemptAt: number | null;
            payload: components["schemas"]["WebhookPayload"];
            attempts: components["schemas"]["WebhookAttempt"][];
        };
        WebhookEventListResponse: {
            /** @enum {string} */
            code: "OK";
            message: string;
            data: components["schemas"]["WebhookEvent"][];
        };
        WebhookEventResponse: {
            /** @enum {string} */
            code: "OK";
            message: string;
            data: components["schemas"]["WebhookEvent"];
        };
        SandboxActionResult: {
            transactionId: string;
            /** @enum {string} */
            kind: "payment" | "payout";
            /** @enum {string} */
            status: "SUCCESS" | "PENDING" | "REJECTED";
            event: ("payment.succeeded" | "payment.failed" | "payment.pending" | "payout.succeeded" | "payout.failed" | "payout.pending") | null;
        };
        SandboxActionResponse: {
            /** @enum {string} */
            code: "OK";
            message: string;
            data: components["schemas"]["SandboxActionResult"];
        };
        DeveloperSandbox: {
            name: string;
            apiKey: string;
            apiToken: string;
            jwt: string;
            webhookSecret: string;
            createdAt: string;
        };
        DeveloperSandboxResponse: {
            /** @enum {string} */
            code: "OK";
            message: string;
            data: components["schemas"]["DeveloperSandbox"];
        };
        SandboxResetResult: {
            resetAt: string;
            availableBalance: number;
        };
        SandboxResetResponse: {
            /** @enum {string} */
            code: "OK";
            message: string;
            data: components["schemas"]["SandboxResetResult"];
        };
    };
    responses: never;
    parameters: {
        /** @description Clé API du compte marchand. Le même en-tête que le schéma de sécurité, déclaré aussi ici pour les outils qui n’appliquent qu’un schéma par requête (Postman : variable d’environnement `apiKey`). */
        ApiKey: string;
        /** @description Jeton API du compte marchand. Le même en-tête que le schéma de sécurité, déclaré aussi ici pour les outils qui n’appliquent qu’un schéma par requête (Postman : variable d’environnement `apiToken`). */
        ApiToken: string;
        /** @description Une clé par opération, reprise à l'identique en cas de nouvel essai : la même clé rend la première réponse sans refaire l'opération. Un UUID est conseillé ; toute chaîne de 1 à 255 caractères est acceptée. L'exemple est la variable dynamique de Postman, un UUID neuf à chaque envoi. */
        IdempotencyKey: string;
        /** @description Nombre d’éléments de la page, de 1 à 100. */
        Limit: number;
        /** @description Identifiant du dernier élément de la page précédente (`transactionId` d’un encaissement ou d’un versement, `id` d’un versement de masse) : la page commence après lui. Vide ou absent : la première page. */
        StartingAfter: string;
        /** @description Bac à sable uniquement : force une issue pour tester sa gestion des erreurs. `none` (la valeur par défaut) ne force rien. */
        SandboxScenario: "none" | "unauthorized" | "forbidden" | "serverError" | "notModified" | "noContent" | "networkError" | "delayed" | "malformed" | "rateLimited";
    };
    requestBodies: never;
    headers: {
        /** @description Identifiant de la requête, à citer au support : celui envoyé par le client s’il est bien formé, sinon un nouveau. */
        RequestId: string;
        /** @description Requêtes permises par fenêtre à ces identifiants. */
        RateLimitLimit: number;
        /** @description Requêtes qu’il reste dans la fenêtre en cours. */
        RateLimitRemaining: number;
        /** @description Secondes avant la fenêtre suivante. */
        RateLimitReset: number;
        /** @description Secondes à attendre avant de réessayer. */
        RetryAfter: number;
        /** @description `true` quand la réponse est celle d’une requête précédente de même clé. */
        IdempotentReplayed: "true";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    payInMobile: {
        parameters: {
            query?: never;
            header: {
                /** @description Clé API du compte marchand. Le même en-tête que le schéma de sécurité, déclaré aussi ici pour les outils qui n’appliquent qu’un schéma par requête (Postman : variable d’environnement `apiKey`). */
                "x-api-key": components["parameters"]["ApiKey"];
                /** @description Jeton API du compte marchand. Le même en-tête que le schéma de sécurité, déclaré aussi ici pour les outils qui n’appliquent qu’un schéma par requête (Postman : variable d’environnement `apiToken`). */
                "X-API-TOKEN": components["parameters"]["ApiToken"];
                /** @description Une clé par opération, reprise à l'identique en cas de nouvel essai : la même clé rend la première réponse sans refaire l'opération. Un UUID est conseillé ; toute chaîne de 1 à 255 caractères est acceptée. L'exemple est la variable dynamique de Postman, un UUID neuf à chaque envoi. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Bac à sable uniquement : force une issue pour tester sa gestion des erreurs. `none` (la valeur par défaut) ne force rien. */
                "X-Sandbox-Scenario"?: components["parameters"]["SandboxScenario"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 100,
                 *       "currency": "XOF",
                 *       "paymentMethod": "OMSN",
                 *       "prefixPhone": "221",
                 *       "phoneNumber": "770000001",
                 *       "idClient": "CMD-1042",
                 *       "Ipn": "https://boutique.example/notifications/yonnee",
                 *       "description": "Commande n° 1042",
                 *       "country": "SN",
                 *       "codeOtp": "482913",
                 *       "metadata": "{\"panier\":\"1042\"}"
                 *     }
                 */
                "application/json": components["schemas"]["MobilePayInRequest"];
            };
        };
        responses: {
            /** @description Réponse réussie. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MobilePayInResponse"];
                };
            };
            /** @description Bac à sable, scénario `noContent` seulement : aucune réponse. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bac à sable, scénario `notModified` seulement : rien de changé. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Requête invalide : `data.field` nomme le champ, `data.title` dit quoi corriger. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Identifiants manquants ou refusés. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Opération interdite à ce compte. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Le corps de la requête dépasse 1 Mo. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Clé d'idempotence déjà utilisée pour une autre requête. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Trop de requêtes pour ces identifiants : attendez `Retry-After` secondes. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Erreur interne : citez `X-Request-Id` au support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    payInCard: {
        parameters: {
            query?: never;
            header: {
                /** @description Clé API du compte marchand. Le même en-tête que le schéma de sécurité, déclaré aussi ici pour les outils qui n’appliquent qu’un schéma par requête (Postman : variable d’environnement `apiKey`). */
                "x-api-key": components["parameters"]["ApiKey"];
                /** @description Jeton API du compte marchand. Le même en-tête que le schéma de sécurité, déclaré aussi ici pour les outils qui n’appliquent qu’un schéma par requête (Postman : variable d’environnement `apiToken`). */
                "X-API-TOKEN": components["parameters"]["ApiToken"];
                /** @description Une clé par opération, reprise à l'identique en cas de nouvel essai : la même clé rend la première réponse sans refaire l'opération. Un UUID est conseillé ; toute chaîne de 1 à 255 caractères est acceptée. L'exemple est la variable dynamique de Postman, un UUID neuf à chaque envoi. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Bac à sable uniquement : force une issue pour tester sa gestion des erreurs. `none` (la valeur par défaut) ne force rien. */
                "X-Sandbox-Scenario"?: components["parameters"]["SandboxScenario"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 25000,
                 *       "currency": "XOF",
                 *       "description": "Commande n° 1043",
                 *       "cardNumber": "4242424242424242",
                 *       "customerFirstName": "Awa",
                 *       "customerLastName": "Ndiaye",
                 *       "cardExpirationMonth": "09",
                 *       "cardExpirationYear": "2030",
                 *       "cardCv": "123",
                 *       "idClient": "CMD-1043",
                 *       "notifyUrl": "https://boutique.example/notifications/yonnee"
                 *     }
                 */
                "application/json": components["schemas"]["CardPayInRequest"];
            };
        };
        responses: {
            /** @description Réponse réussie. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardPayInResponse"];
                };
            };
            /** @description Bac à sable, scénario `noContent` seulement : aucune réponse. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bac à sable, scénario `notModified` seulement : rien de changé. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Requête invalide : `data.field` nomme le champ, `data.title` dit quoi corriger. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Identifiants manquants ou refusés. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Carte refusée : `CARD_DECLINED` (refus de la banque) ou `INSUFFICIENT_FUNDS` (provision insuffisante) ; `data.transactionId` nomme l’encaissement enregistré. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Opération interdite à ce compte. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Le corps de la requête dépasse 1 Mo. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Clé d'idempotence déjà utilisée pour une autre requête. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Trop de requêtes pour ces identifiants : attendez `Retry-After` secondes. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Erreur interne : citez `X-Request-Id` au support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    createPaymentLink: {
        parameters: {
            query?: never;
            header: {
                /** @description Clé API du compte marchand. Le même en-tête que le schéma de sécurité, déclaré aussi ici pour les outils qui n’appliquent qu’un schéma par requête (Postman : variable d’environnement `apiKey`). */
                "x-api-key": components["parameters"]["ApiKey"];
                /** @description Jeton API du compte marchand. Le même en-tête que le schéma de sécurité, déclaré aussi ici pour les outils qui n’appliquent qu’un schéma par requête (Postman : variable d’environnement `apiToken`). */
                "X-API-TOKEN": components["parameters"]["ApiToken"];
                /** @description Bac à sable uniquement : force une issue pour tester sa gestion des erreurs. `none` (la valeur par défaut) ne force rien. */
                "X-Sandbox-Scenario"?: components["parameters"]["SandboxScenario"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 45000,
                 *       "country": "SN",
                 *       "currency": "XOF",
                 *       "idClient": "CMD-1044",
                 *       "ipn": "https://boutique.example/notifications/yonnee",
                 *       "product": "Panier de 3 boubous brodés"
                 *     }
                 */
                "application/json": components["schemas"]["PaymentLinkRequest"];
            };
        };
        responses: {
            /** @description Réponse réussie. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentLinkResponse"];
                };
            };
            /** @description Bac à sable, scénario `noContent` seulement : aucune réponse. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bac à sable, scénario `notModified` seulement : rien de changé. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Requête invalide : `data.field` nomme le champ, `data.title` dit quoi corriger. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Identifiants manquants ou refusés. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Opération interdite à ce compte. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Le corps de la requête dépasse 1 Mo. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Trop de requêtes pour ces identifiants : attendez `Retry-After` secondes. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Erreur interne : citez `X-Request-Id` au support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    listTransactions: {
        parameters: {
            query?: {
                /** @description Nombre d’éléments de la page, de 1 à 100. */
                limit?: components["parameters"]["Limit"];
                /** @description Identifiant du dernier élément de la page précédente (`transactionId` d’un encaissement ou d’un versement, `id` d’un versement de masse) : la page commence après lui. Vide ou absent : la première page. */
                starting_after?: components["parameters"]["StartingAfter"];
            };
            header: {
                /** @description Clé API du compte marchand. Le même en-tête que le schéma de sécurité, déclaré aussi ici pour les outils qui n’appliquent qu’un schéma par requête (Postman : variable d’environnement `apiKey`). */
                "x-api-key": components["parameters"]["ApiKey"];
                /** @description Jeton API du compte marchand. Le même en-tête que le schéma de sécurité, déclaré aussi ici pour les outils qui n’appliquent qu’un schéma par requête (Postman : variable d’environnement `apiToken`). */
                "X-API-TOKEN": components["parameters"]["ApiToken"];
                /** @description Bac à sable uniquement : force une issue pour tester sa gestion des erreurs. `none` (la valeur par défaut) ne force rien. */
                "X-Sandbox-Scenario"?: components["parameters"]["SandboxScenario"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Réponse réussie. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionListResponse"];
                };
            };
            /** @description Bac à sable, scénario `noContent` seulement : aucune réponse. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bac à sable, scénario `notModified` seulement : rien de changé. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Paramètre invalide (`limit`, `starting_after`, scénario inconnu) : `data.field` le nomme. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Identifiants manquants ou refusés. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Opération interdite à ce compte. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Trop de requêtes pour ces identifiants : attendez `Retry-After` secondes. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Erreur interne : citez `X-Request-Id` au support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    getBalance: {
        parameters: {
            query?: never;
            header: {
                /** @description Clé API du compte marchand. Le même en-tête que le schéma de sécurité, déclaré aussi ici pour les outils qui n’appliquent qu’un schéma par requête (Postman : variable d’environnement `apiKey`). */
                "x-api-key": components["parameters"]["ApiKey"];
                /** @description Jeton API du compte marchand. Le même en-tête que le schéma de sécurité, déclaré aussi ici pour les outils qui n’appliquent qu’un schéma par requête (Postman : variable d’environnement `apiToken`). */
                "X-API-TOKEN": components["parameters"]["ApiToken"];
                /** @description Bac à sable uniquement : force une issue pour tester sa gestion des erreurs. `none` (la valeur par défaut) ne force rien. */
                "X-Sandbox-Scenario"?: components["parameters"]["SandboxScenario"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Réponse réussie. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BalanceResponse"];
                };
            };
            /** @description Bac à sable, scénario `noContent` seulement : aucune réponse. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bac à sable, scénario `notModified` seulement : rien de changé. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Paramètre invalide (`limit`, `starting_after`, scénario inconnu) : `data.field` le nomme. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Identifiants manquants ou refusés. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Opération interdite à ce compte. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Trop de requêtes pour ces identifiants : attendez `Retry-After` secondes. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Erreur interne : citez `X-Request-Id` au support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    getTransactionStatus: {
        parameters: {
            query?: never;
            header: {
                /** @description Clé API du compte marchand. Le même en-tête que le schéma de sécurité, déclaré aussi ici pour les outils qui n’appliquent qu’un schéma par requête (Postman : variable d’environnement `apiKey`). */
                "x-api-key": components["parameters"]["ApiKey"];
                /** @description Jeton API du compte marchand. Le même en-tête que le schéma de sécurité, déclaré aussi ici pour les outils qui n’appliquent qu’un schéma par requête (Postman : variable d’environnement `apiToken`). */
                "X-API-TOKEN": components["parameters"]["ApiToken"];
                /** @description Bac à sable uniquement : force une issue pour tester sa gestion des erreurs. `none` (la valeur par défaut) ne force rien. */
                "X-Sandbox-Scenario"?: components["parameters"]["SandboxScenario"];
            };
            path: {
                /** @description Identifiant de l’encaissement, tel que renvoyé à sa création (`paymentTransactionId`, `transactionId`). */
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Réponse réussie. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionStatusResponse"];
                };
            };
            /** @description Bac à sable, scénario `noContent` seulement : aucune réponse. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bac à sable, scénario `notModified` seulement : rien de changé. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Paramètre invalide (`limit`, `starting_after`, scénario inconnu) : `data.field` le nomme. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Identifiants manquants ou refusés. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Opération interdite à ce compte. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Introuvable : l’identifiant du chemin. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Trop de requêtes pour ces identifiants : attendez `Retry-After` secondes. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Erreur interne : citez `X-Request-Id` au support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    listPaymentMethods: {
        parameters: {
            query?: never;
            header: {
                /** @description Clé API du compte marchand. Le même en-tête que le schéma de sécurité, déclaré aussi ici pour les outils qui n’appliquent qu’un schéma par requête (Postman : variable d’environnement `apiKey`). */
                "x-api-key": components["parameters"]["ApiKey"];
                /** @description Jeton API du compte marchand. Le même en-tête que le schéma de sécurité, déclaré aussi ici pour les outils qui n’appliquent qu’un schéma par requête (Postman : variable d’environnement `apiToken`). */
                "X-API-TOKEN": components["parameters"]["ApiToken"];
                /** @description Bac à sable uniquement : force une issue pour tester sa gestion des erreurs. `none` (la valeur par défaut) ne force rien. */
                "X-Sandbox-Scenario"?: components["parameters"]["SandboxScenario"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Réponse réussie. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethodListResponse"];
                };
            };
            /** @description Bac à sable, scénario `noContent` seulement : aucune réponse. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bac à sable, scénario `notModified` seulement : rien de changé. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Paramètre invalide (`limit`, `starting_after`, scénario inconnu) : `data.field` le nomme. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Identifiants manquants ou refusés. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Opération interdite à ce compte. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Trop de requêtes pour ces identifiants : attendez `Retry-After` secondes. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Erreur interne : citez `X-Request-Id` au support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    createPayout: {
        parameters: {
            query?: never;
            header: {
                /** @description Clé API du compte marchand. Le même en-tête que le schéma de sécurité, déclaré aussi ici pour les outils qui n’appliquent qu’un schéma par requête (Postman : variable d’environnement `apiKey`). */
                "x-api-key": components["parameters"]["ApiKey"];
                /** @description Jeton API du compte marchand. Le même en-tête que le schéma de sécurité, déclaré aussi ici pour les outils qui n’appliquent qu’un schéma par requête (Postman : variable d’environnement `apiToken`). */
                "X-API-TOKEN": components["parameters"]["ApiToken"];
                /** @description Une clé par opération, reprise à l'identique en cas de nouvel essai : la même clé rend la première réponse sans refaire l'opération. Un UUID est conseillé ; toute chaîne de 1 à 255 caractères est acceptée. L'exemple est la variable dynamique de Postman, un UUID neuf à chaque envoi. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Bac à sable uniquement : force une issue pour tester sa gestion des erreurs. `none` (la valeur par défaut) ne force rien. */
                "X-Sandbox-Scenario"?: components["parameters"]["SandboxScenario"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 200,
                 *       "currency": "XOF",
                 *       "paymentMethod": "WAVESN",
                 *       "prefixPhone": "221",
                 *       "phoneNumber": "770000001",
                 *       "idClient": "RMB-1038",
                 *       "ipn": "https://boutique.example/notifications/yonnee",
                 *       "description": "Remboursement commande n° 1038",
                 *       "metadata": "{\"commande\":\"1038\"}"
                 *     }
                 */
                "application/json": components["schemas"]["PayoutRequest"];
            };
        };
        responses: {
            /** @description Réponse réussie. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutResponse"];
                };
            };
            /** @description Bac à sable, scénario `noContent` seulement : aucune réponse. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bac à sable, scénario `notModified` seulement : rien de changé. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Requête invalide : `data.field` nomme le champ, `data.title` dit quoi corriger. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Identifiants manquants ou refusés. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Opération interdite à ce compte. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Le corps de la requête dépasse 1 Mo. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Clé d'idempotence déjà utilisée pour une autre requête. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Trop de requêtes pour ces identifiants : attendez `Retry-After` secondes. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Erreur interne : citez `X-Request-Id` au support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    addPayoutContact: {
        parameters: {
            query?: never;
            header: {
                /** @description Clé API du compte marchand. Le même en-tête que le schéma de sécurité, déclaré aussi ici pour les outils qui n’appliquent qu’un schéma par requête (Postman : variable d’environnement `apiKey`). */
                "x-api-key": components["parameters"]["ApiKey"];
                /** @description Jeton API du compte marchand. Le même en-tête que le schéma de sécurité, déclaré aussi ici pour les outils qui n’appliquent qu’un schéma par requête (Postman : variable d’environnement `apiToken`). */
                "X-API-TOKEN": components["parameters"]["ApiToken"];
                /** @description Bac à sable uniquement : force une issue pour tester sa gestion des erreurs. `none` (la valeur par défaut) ne force rien. */
                "X-Sandbox-Scenario"?: components["parameters"]["SandboxScenario"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "prefix": "221",
                 *       "phone": "770000009",
                 *       "name": "Diop",
                 *       "surname": "Moussa",
                 *       "email": "moussa.diop@example.sn"
                 *     }
                 */
                "application/json": components["schemas"]["PayoutContactRequest"];
            };
        };
        responses: {
            /** @description Réponse réussie. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutContactResponse"];
                };
            };
            /** @description Bac à sable, scénario `noContent` seulement : aucune réponse. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bac à sable, scénario `notModified` seulement : rien de changé. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Requête invalide : `data.field` nomme le champ, `data.title` dit quoi corriger. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Identifiants manquants ou refusés. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Opération interdite à ce compte. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Conflit avec l’état enregistré. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Le corps de la requête dépasse 1 Mo. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Trop de requêtes pour ces identifiants : attendez `Retry-After` secondes. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Erreur interne : citez `X-Request-Id` au support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    listPayouts: {
        parameters: {
            query?: {
                /** @description Nombre d’éléments de la page, de 1 à 100. */
                limit?: components["parameters"]["Limit"];
                /** @description Identifiant du dernier élément de la page précédente (`transactionId` d’un encaissement ou d’un versement, `id` d’un versement de masse) : la page commence après lui. Vide ou absent : la première page. */
                starting_after?: components["parameters"]["StartingAfter"];
            };
            header: {
                /** @description Clé API du compte marchand. Le même en-tête que le schéma de sécurité, déclaré aussi ici pour les outils qui n’appliquent qu’un schéma par requête (Postman : variable d’environnement `apiKey`). */
                "x-api-key": components["parameters"]["ApiKey"];
                /** @description Jeton API du compte marchand. Le même en-tête que le schéma de sécurité, déclaré aussi ici pour les outils qui n’appliquent qu’un schéma par requête (Postman : variable d’environnement `apiToken`). */
                "X-API-TOKEN": components["parameters"]["ApiToken"];
                /** @description Bac à sable uniquement : force une issue pour tester sa gestion des erreurs. `none` (la valeur par défaut) ne force rien. */
                "X-Sandbox-Scenario"?: components["parameters"]["SandboxScenario"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Réponse réussie. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutListResponse"];
                };
            };
            /** @description Bac à sable, scénario `noContent` seulement : aucune réponse. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bac à sable, scénario `notModified` seulement : rien de changé. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Paramètre invalide (`limit`, `starting_after`, scénario inconnu) : `data.field` le nomme. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Identifiants manquants ou refusés. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Opération interdite à ce compte. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Trop de requêtes pour ces identifiants : attendez `Retry-After` secondes. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Erreur interne : citez `X-Request-Id` au support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    createMassPayout: {
        parameters: {
            query?: never;
            header: {
                /** @description Clé API du compte marchand. Le même en-tête que le schéma de sécurité, déclaré aussi ici pour les outils qui n’appliquent qu’un schéma par requête (Postman : variable d’environnement `apiKey`). */
                "x-api-key": components["parameters"]["ApiKey"];
                /** @description Jeton API du compte marchand. Le même en-tête que le schéma de sécurité, déclaré aussi ici pour les outils qui n’appliquent qu’un schéma par requête (Postman : variable d’environnement `apiToken`). */
                "X-API-TOKEN": components["parameters"]["ApiToken"];
                /** @description Une clé par opération, reprise à l'identique en cas de nouvel essai : la même clé rend la première réponse sans refaire l'opération. Un UUID est conseillé ; toute chaîne de 1 à 255 caractères est acceptée. L'exemple est la variable dynamique de Postman, un UUID neuf à chaque envoi. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Bac à sable uniquement : force une issue pour tester sa gestion des erreurs. `none` (la valeur par défaut) ne force rien. */
                "X-Sandbox-Scenario"?: components["parameters"]["SandboxScenario"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "payOutMassList": [
                 *         {
                 *           "name": "Ndiaye",
                 *           "surname": "Awa",
                 *           "email": "awa.ndiaye@example.sn",
                 *           "amount": 200,
                 *           "currency": "XOF",
                 *           "phone": "770000001",
                 *           "prefix": "221",
                 *           "paiement_method": "WAVESN"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["MassPayoutRequest"];
            };
        };
        responses: {
            /** @description Réponse réussie. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MassPayoutResponse"];
                };
            };
            /** @description Bac à sable, scénario `noContent` seulement : aucune réponse. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bac à sable, scénario `notModified` seulement : rien de changé. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Requête invalide : `data.field` nomme le champ, `data.title` dit quoi corriger. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Identifiants manquants ou refusés. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Opération interdite à ce compte. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Le corps de la requête dépasse 1 Mo. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Clé d'idempotence déjà utilisée pour une autre requête. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Trop de requêtes pour ces identifiants : attendez `Retry-After` secondes. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Erreur interne : citez `X-Request-Id` au support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    listMassPayouts: {
        parameters: {
            query?: {
                /** @description Nombre d’éléments de la page, de 1 à 100. */
                limit?: components["parameters"]["Limit"];
                /** @description Identifiant du dernier élément de la page précédente (`transactionId` d’un encaissement ou d’un versement, `id` d’un versement de masse) : la page commence après lui. Vide ou absent : la première page. */
                starting_after?: components["parameters"]["StartingAfter"];
            };
            header: {
                /** @description Clé API du compte marchand. Le même en-tête que le schéma de sécurité, déclaré aussi ici pour les outils qui n’appliquent qu’un schéma par requête (Postman : variable d’environnement `apiKey`). */
                "x-api-key": components["parameters"]["ApiKey"];
                /** @description Jeton API du compte marchand. Le même en-tête que le schéma de sécurité, déclaré aussi ici pour les outils qui n’appliquent qu’un schéma par requête (Postman : variable d’environnement `apiToken`). */
                "X-API-TOKEN": components["parameters"]["ApiToken"];
                /** @description Bac à sable uniquement : force une issue pour tester sa gestion des erreurs. `none` (la valeur par défaut) ne force rien. */
                "X-Sandbox-Scenario"?: components["parameters"]["SandboxScenario"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Réponse réussie. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MassPayoutListResponse"];
                };
            };
            /** @description Bac à sable, scénario `noContent` seulement : aucune réponse. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bac à sable, scénario `notModified` seulement : rien de changé. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Paramètre invalide (`limit`, `starting_after`, scénario inconnu) : `data.field` le nomme. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Identifiants manquants ou refusés. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Opération interdite à ce compte. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Trop de requêtes pour ces identifiants : attendez `Retry-After` secondes. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Erreur interne : citez `X-Request-Id` au support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    getPaymentLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Bac à sable uniquement : force une issue pour tester sa gestion des erreurs. `none` (la valeur par défaut) ne force rien. */
                "X-Sandbox-Scenario"?: components["parameters"]["SandboxScenario"];
            };
            path: {
                /** @description Jeton du lien de paiement (`token` de sa création). */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Réponse réussie. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentLinkDetailsResponse"];
                };
            };
            /** @description Bac à sable, scénario `noContent` seulement : aucune réponse. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bac à sable, scénario `notModified` seulement : rien de changé. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Paramètre invalide (`limit`, `starting_after`, scénario inconnu) : `data.field` le nomme. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Opération interdite à ce compte. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Introuvable : l’identifiant du chemin. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Trop de requêtes pour ces identifiants : attendez `Retry-After` secondes. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Erreur interne : citez `X-Request-Id` au support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    payPaymentLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Une clé par opération, reprise à l'identique en cas de nouvel essai : la même clé rend la première réponse sans refaire l'opération. Un UUID est conseillé ; toute chaîne de 1 à 255 caractères est acceptée. L'exemple est la variable dynamique de Postman, un UUID neuf à chaque envoi. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Bac à sable uniquement : force une issue pour tester sa gestion des erreurs. `none` (la valeur par défaut) ne force rien. */
                "X-Sandbox-Scenario"?: components["parameters"]["SandboxScenario"];
            };
            path: {
                /** @description Jeton du lien de paiement (`token` de sa création). */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "paymentMethod": "WAVESN",
                 *       "prefixPhone": "221",
                 *       "phoneNumber": "770000001",
                 *       "codeOtp": "482913"
                 *     }
                 */
                "application/json": components["schemas"]["PaymentLinkPayRequest"];
            };
        };
        responses: {
            /** @description Réponse réussie. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MobilePayInResponse"];
                };
            };
            /** @description Bac à sable, scénario `noContent` seulement : aucune réponse. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bac à sable, scénario `notModified` seulement : rien de changé. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Requête invalide : `data.field` nomme le champ, `data.title` dit quoi corriger. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Opération interdite à ce compte. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Introuvable : l’identifiant du chemin. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Conflit avec l’état enregistré. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Le corps de la requête dépasse 1 Mo. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Clé d'idempotence déjà utilisée pour une autre requête. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Trop de requêtes pour ces identifiants : attendez `Retry-After` secondes. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Erreur interne : citez `X-Request-Id` au support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    payPaymentLinkByCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description Une clé par opération, reprise à l'identique en cas de nouvel essai : la même clé rend la première réponse sans refaire l'opération. Un UUID est conseillé ; toute chaîne de 1 à 255 caractères est acceptée. L'exemple est la variable dynamique de Postman, un UUID neuf à chaque envoi. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Bac à sable uniquement : force une issue pour tester sa gestion des erreurs. `none` (la valeur par défaut) ne force rien. */
                "X-Sandbox-Scenario"?: components["parameters"]["SandboxScenario"];
            };
            path: {
                /** @description Jeton du lien de paiement (`token` de sa création). */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "cardNumber": "4242424242424242",
                 *       "cardExpirationMonth": "09",
                 *       "cardExpirationYear": "2030",
                 *       "cardCv": "123",
                 *       "cardHolderName": "Awa Ndiaye"
                 *     }
                 */
                "application/json": components["schemas"]["PaymentLinkCardPayRequest"];
            };
        };
        responses: {
            /** @description Réponse réussie. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardPayInResponse"];
                };
            };
            /** @description Bac à sable, scénario `noContent` seulement : aucune réponse. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bac à sable, scénario `notModified` seulement : rien de changé. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Requête invalide : `data.field` nomme le champ, `data.title` dit quoi corriger. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Carte refusée : `CARD_DECLINED` (refus de la banque) ou `INSUFFICIENT_FUNDS` (provision insuffisante) ; `data.transactionId` nomme l’encaissement enregistré. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Opération interdite à ce compte. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Introuvable : l’identifiant du chemin. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Conflit avec l’état enregistré. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Le corps de la requête dépasse 1 Mo. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Clé d'idempotence déjà utilisée pour une autre requête. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Trop de requêtes pour ces identifiants : attendez `Retry-After` secondes. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Erreur interne : citez `X-Request-Id` au support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    listPaymentLinkMethods: {
        parameters: {
            query?: never;
            header?: {
                /** @description Bac à sable uniquement : force une issue pour tester sa gestion des erreurs. `none` (la valeur par défaut) ne force rien. */
                "X-Sandbox-Scenario"?: components["parameters"]["SandboxScenario"];
            };
            path: {
                /** @description Jeton du lien de paiement (`token` de sa création). */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Réponse réussie. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethodListResponse"];
                };
            };
            /** @description Bac à sable, scénario `noContent` seulement : aucune réponse. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bac à sable, scénario `notModified` seulement : rien de changé. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Paramètre invalide (`limit`, `starting_after`, scénario inconnu) : `data.field` le nomme. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Opération interdite à ce compte. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Introuvable : l’identifiant du chemin. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Trop de requêtes pour ces identifiants : attendez `Retry-After` secondes. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Erreur interne : citez `X-Request-Id` au support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    getPaymentLinkStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Bac à sable uniquement : force une issue pour tester sa gestion des erreurs. `none` (la valeur par défaut) ne force rien. */
                "X-Sandbox-Scenario"?: components["parameters"]["SandboxScenario"];
            };
            path: {
                /** @description Jeton du lien de paiement (`token` de sa création). */
                token: string;
                /** @description Identifiant de l’encaissement, tel que renvoyé à sa création (`paymentTransactionId`, `transactionId`). */
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Réponse réussie. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionStatusResponse"];
                };
            };
            /** @description Bac à sable, scénario `noContent` seulement : aucune réponse. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bac à sable, scénario `notModified` seulement : rien de changé. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Paramètre invalide (`limit`, `starting_after`, scénario inconnu) : `data.field` le nomme. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Opération interdite à ce compte. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Introuvable : l’identifiant du chemin. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Trop de requêtes pour ces identifiants : attendez `Retry-After` secondes. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Erreur interne : citez `X-Request-Id` au support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    cancelPaymentLinkPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Bac à sable uniquement : force une issue pour tester sa gestion des erreurs. `none` (la valeur par défaut) ne force rien. */
                "X-Sandbox-Scenario"?: components["parameters"]["SandboxScenario"];
            };
            path: {
                /** @description Jeton du lien de paiement (`token` de sa création). */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Réponse réussie. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionStatusResponse"];
                };
            };
            /** @description Bac à sable, scénario `noContent` seulement : aucune réponse. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bac à sable, scénario `notModified` seulement : rien de changé. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Requête invalide : `data.field` nomme le champ, `data.title` dit quoi corriger. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Opération interdite à ce compte. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Introuvable : l’identifiant du chemin. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Conflit avec l’état enregistré. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Le corps de la requête dépasse 1 Mo. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Trop de requêtes pour ces identifiants : attendez `Retry-After` secondes. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Erreur interne : citez `X-Request-Id` au support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    createDeveloperSandbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description Un nom pour le reconnaître (facultatif), sans caractère de contrôle.
                     * @example Intégration boutique
                     */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Réponse réussie. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeveloperSandboxResponse"];
                };
            };
            /** @description Corps invalide : data.field nomme le champ. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Trop de bacs à sable créés depuis cette adresse dans l’heure : attendez `Retry-After` secondes. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Ce serveur ne garde pas de bac à sable personnel (seul `npm start` en garde), ou il en garde déjà le maximum. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    resetSandbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Réponse réussie. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxResetResponse"];
                };
            };
            /** @description Identifiants manquants ou refusés. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Les identifiants publics de démonstration : ce bac à sable partagé se remet à zéro tout seul. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Trop de requêtes pour ces identifiants : attendez `Retry-After` secondes. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    completeSandboxTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Le transactionId de l’opération (YN-PI-…, YN-PO-…, YN-MP-…). */
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Réponse réussie. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxActionResponse"];
                };
            };
            /** @description Identifiants manquants ou refusés. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Introuvable pour ces identifiants. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description L’opération n’est pas en attente (ou le lien n’a pas été payé). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Trop de requêtes pour ces identifiants : attendez `Retry-After` secondes. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    failSandboxTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Le transactionId de l’opération (YN-PI-…, YN-PO-…, YN-MP-…). */
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Réponse réussie. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxActionResponse"];
                };
            };
            /** @description Identifiants manquants ou refusés. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Introuvable pour ces identifiants. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description L’opération n’est pas en attente (ou le lien n’a pas été payé). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Trop de requêtes pour ces identifiants : attendez `Retry-After` secondes. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    listWebhookEvents: {
        parameters: {
            query?: {
                /** @description Nombre de notifications, de 1 à 100 (20 par défaut). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Réponse réussie. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEventListResponse"];
                };
            };
            /** @description Paramètre invalide : data.field le nomme. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Identifiants manquants ou refusés. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Trop de requêtes pour ces identifiants : attendez `Retry-After` secondes. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Ce serveur n’envoie pas de notifications (seul `npm start` en envoie). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    resendWebhookEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Le webhook-id de la notification (msg_…). */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Réponse réussie. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEventResponse"];
                };
            };
            /** @description Identifiants manquants ou refusés. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Introuvable pour ces identifiants. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Trop de requêtes pour ces identifiants : attendez `Retry-After` secondes. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Ce serveur n’envoie pas de notifications (seul `npm start` en envoie). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    "webhook-payment-succeeded": {
        parameters: {
            query?: never;
            header: {
                /** @description Identifiant de la notification (`msg_…`), le même à chaque essai et à chaque renvoi : dédoublonnez sur lui. */
                "webhook-id": string;
                /** @description Secondes depuis le 1er janvier 1970 (UTC) au moment de l’envoi : refusez une notification de plus de 5 minutes. */
                "webhook-timestamp": string;
                /** @description Standard Webhooks : `v1,` puis le HMAC-SHA256 en base64 de `{webhook-id}.{webhook-timestamp}.{corps}`, avec le secret `whsec_…` des identifiants (sa partie après `whsec_`, décodée du base64). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPayload"];
            };
        };
        responses: {
            /** @description Reçue : aucun nouvel essai. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Tout autre statut, ou aucun en 10 s : nouvel essai plus tard. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook-payment-failed": {
        parameters: {
            query?: never;
            header: {
                /** @description Identifiant de la notification (`msg_…`), le même à chaque essai et à chaque renvoi : dédoublonnez sur lui. */
                "webhook-id": string;
                /** @description Secondes depuis le 1er janvier 1970 (UTC) au moment de l’envoi : refusez une notification de plus de 5 minutes. */
                "webhook-timestamp": string;
                /** @description Standard Webhooks : `v1,` puis le HMAC-SHA256 en base64 de `{webhook-id}.{webhook-timestamp}.{corps}`, avec le secret `whsec_…` des identifiants (sa partie après `whsec_`, décodée du base64). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPayload"];
            };
        };
        responses: {
            /** @description Reçue : aucun nouvel essai. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Tout autre statut, ou aucun en 10 s : nouvel essai plus tard. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook-payment-pending": {
        parameters: {
            query?: never;
            header: {
                /** @description Identifiant de la notification (`msg_…`), le même à chaque essai et à chaque renvoi : dédoublonnez sur lui. */
                "webhook-id": string;
                /** @description Secondes depuis le 1er janvier 1970 (UTC) au moment de l’envoi : refusez une notification de plus de 5 minutes. */
                "webhook-timestamp": string;
                /** @description Standard Webhooks : `v1,` puis le HMAC-SHA256 en base64 de `{webhook-id}.{webhook-timestamp}.{corps}`, avec le secret `whsec_…` des identifiants (sa partie après `whsec_`, décodée du base64). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPayload"];
            };
        };
        responses: {
            /** @description Reçue : aucun nouvel essai. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Tout autre statut, ou aucun en 10 s : nouvel essai plus tard. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook-payout-succeeded": {
        parameters: {
            query?: never;
            header: {
                /** @description Identifiant de la notification (`msg_…`), le même à chaque essai et à chaque renvoi : dédoublonnez sur lui. */
                "webhook-id": string;
                /** @description Secondes depuis le 1er janvier 1970 (UTC) au moment de l’envoi : refusez une notification de plus de 5 minutes. */
                "webhook-timestamp": string;
                /** @description Standard Webhooks : `v1,` puis le HMAC-SHA256 en base64 de `{webhook-id}.{webhook-timestamp}.{corps}`, avec le secret `whsec_…` des identifiants (sa partie après `whsec_`, décodée du base64). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPayload"];
            };
        };
        responses: {
            /** @description Reçue : aucun nouvel essai. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Tout autre statut, ou aucun en 10 s : nouvel essai plus tard. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook-payout-failed": {
        parameters: {
            query?: never;
            header: {
                /** @description Identifiant de la notification (`msg_…`), le même à chaque essai et à chaque renvoi : dédoublonnez sur lui. */
                "webhook-id": string;
                /** @description Secondes depuis le 1er janvier 1970 (UTC) au moment de l’envoi : refusez une notification de plus de 5 minutes. */
                "webhook-timestamp": string;
                /** @description Standard Webhooks : `v1,` puis le HMAC-SHA256 en base64 de `{webhook-id}.{webhook-timestamp}.{corps}`, avec le secret `whsec_…` des identifiants (sa partie après `whsec_`, décodée du base64). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPayload"];
            };
        };
        responses: {
            /** @description Reçue : aucun nouvel essai. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Tout autre statut, ou aucun en 10 s : nouvel essai plus tard. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook-payout-pending": {
        parameters: {
            query?: never;
            header: {
                /** @description Identifiant de la notification (`msg_…`), le même à chaque essai et à chaque renvoi : dédoublonnez sur lui. */
                "webhook-id": string;
                /** @description Secondes depuis le 1er janvier 1970 (UTC) au moment de l’envoi : refusez une notification de plus de 5 minutes. */
                "webhook-timestamp": string;
                /** @description Standard Webhooks : `v1,` puis le HMAC-SHA256 en base64 de `{webhook-id}.{webhook-timestamp}.{corps}`, avec le secret `whsec_…` des identifiants (sa partie après `whsec_`, décodée du base64). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPayload"];
            };
        };
        responses: {
            /** @description Reçue : aucun nouvel essai. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Tout autre statut, ou aucun en 10 s : nouvel essai plus tard. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
