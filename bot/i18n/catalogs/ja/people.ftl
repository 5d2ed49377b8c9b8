# いなくなる人と場所（bot/service/people.py）
people-former = 元プレイヤー
people-forget_button = 忘れてもらう
people-forget_ask = Heraldはすべてのサーバーであなたのことを忘れます：言語、リマインダーのミュート、リマインダーの時刻を削除します。各ゲームのあなたの席は残ります（ゲームの手には席が必要です）が空席になり、GMが代わりに打つか誰かに渡します。ログと考慮時間のあなたの名前は「元プレイヤー」になります。Discordにすでに投稿されたメッセージは残ります：ご自分で削除するか、サーバーのモデレーターに頼んでください。元に戻せません。
people-forget_none = 忘れるものはありません。
people-forgotten = 完了：Heraldはあなたのことを忘れました（変更したゲーム：{ $count }）。Discordにすでに投稿されたメッセージは削除されません。
people-seat_forgotten = { $seats }のプレイヤーがHeraldに自分の情報を忘れるよう求めました（/me forget）。今後{ $count ->
        [1] この席
       *[other] これらの席（{ $count }席）
    }はGMが担当します。/game seat seat:{ $seat } user:@誰か で席を渡せます。
people-seat_forgotten_asked = { $seats }のプレイヤーから、Heraldに自分の情報を忘れてほしいという依頼がありました。今後{ $count ->
        [1] この席
       *[other] これらの席（{ $count }席）
    }はGMが担当します。/game seat seat:{ $seat } user:@誰か で席を渡せます。
people-seat_forgotten_gm = このゲームの唯一のGMである{ $seats }のプレイヤーから、Heraldに自分の情報を忘れてほしいという依頼がありました。このゲームには今GMがいません。{ $count ->
        [1] この席
       *[other] これらの席（{ $count }席）
    }は空席です。新しいGMが決まるまでは「チャンネルの管理」権限を持つ人がGMとして操作でき、/game seat seat:{ $seat } user:@誰か で席を渡したり打ったりし、/game gm user:@誰か で新しいGMを追加できます。
people-gm_forgotten_only = このゲームの唯一のGMから、Heraldに自分の情報を忘れてほしいという依頼がありました。このゲームには今GMがいません。新しいGMが決まるまでは「チャンネルの管理」権限を持つ人がGMとして操作でき、/game gm user:@誰か で新しいGMを追加できます。
people-gm_forgotten_dropped = このゲームのGMの一人から、Heraldに自分の情報を忘れてほしいという依頼があったため、GMから外れました。
people-seat_forgotten_up = { $seat }の手番です。GMを待っています。
people-member_left_seat = { $user }がサーバーを退出しました。待っている席：{ $seats }。リマインダーはもうこの人を呼びません。GM：/game seat seat:{ $seat } user:@誰か で席を渡すか、/game seat seat:{ $seat } でGMが打ちます。
people-member_left_gm_dropped = このゲームのGMの{ $user }がサーバーを退出したため、GMから外れました。
people-member_left_only_gm = このゲームの唯一のGMの{ $user }がサーバーを退出しました。別のGMが決まるまでGMのままです。それまでは「チャンネルの管理」権限を持つ人がGMとして操作でき、/game gm user: で新しいGMを追加できます。
people-member_back_gm = { $user }がサーバーに戻ったため、このゲームのGMに戻りました。
people-unreachable_gone = Heraldは{ $channel }に投稿できなくなりました（チャンネルかスレッドが削除またはロックされました）：そこのゲーム{ $game }は一時停止し、リマインダーは止まりました。GMは別のチャンネルで /game move from:{ $channel } と打てば続けられます。サーバー管理者は `herald guild export` で保存できます。
people-unreachable_denied = Heraldは{ $channel }に投稿する権限がありません（権限が足りないか、スレッドがアーカイブまたはロックされています）：そこのゲーム{ $game }には告知が届かず、リマインダーは止まりました。Heraldに「チャンネルを見る」「メッセージを送信」「埋め込みリンク」を与え（またはスレッドを再開し）、そこでゲームのコマンドを打ってください。/game move で別の場所へ移すこともできます。
people-reachable_again = Heraldはこのチャンネルにまた投稿できます：ゲームのリマインダーを再開しました。
people-cannot_post = ⚠ Heraldは{ $channel }に投稿できません：{ $missing }の権限がありません。モデレーターが権限を与えるまで、このゲームの告知・ダッシュボード・リマインダーは表示されません。
people-perm-send_messages = メッセージを送信
people-perm-embed_links = 埋め込みリンク
people-perm-view_channel = チャンネルを見る
people-perm-send_messages_in_threads = スレッドでメッセージを送信
people-back = Heraldがこのサーバーに戻りました：このゲームは元のままで、リマインダーは最後の手から数えます。
cmd-me-forget-name = 忘れる
cmd-me-forget-description = すべてのサーバーでHeraldにあなたを忘れてもらう（確認あり）
