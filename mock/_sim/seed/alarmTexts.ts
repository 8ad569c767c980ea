/** What the platform says about each alarm type: two causes per type, each with its remedies, in three languages. */
import type { AlarmType } from '../../../src/domain/alarmTypes';
import type { Text } from '../types';

export interface AlarmText {
  reason: Text;
  remedies: Text[];
}

const tx = (en: string, ja: string, zh: string): Text => ({ 'en-US': en, 'ja-JP': ja, 'zh-CN': zh });

export const ALARM_TEXTS: Record<AlarmType, AlarmText[]> = {
  taskException: [
    {
      reason: tx(
        'The scheduled cleaning task stopped before completion because its route was blocked for more than 10 minutes.',
        'ルートが10分以上ふさがれていたため、予定の清掃タスクが完了前に停止しました。',
        '清扫路线被阻挡超过 10 分钟，计划中的清扫任务在完成前已停止。',
      ),
      remedies: [
        tx(
          'Clear the obstacles on the route or move them out of the cleaning area.',
          'ルート上の障害物を取り除くか、清掃エリアの外へ移動してください。',
          '清除路线上的障碍物，或将其移出清扫区域。',
        ),
        tx(
          "Resume the task from the robot's screen or the app.",
          'ロボットの画面またはアプリからタスクを再開してください。',
          '在机器人屏幕或 App 上继续执行任务。',
        ),
        tx(
          'If the route is often blocked, add a no-go zone to the map.',
          'ルートが頻繁にふさがれる場合は、マップに進入禁止エリアを追加してください。',
          '如果路线经常被阻挡，请在地图中添加禁行区。',
        ),
      ],
    },
    {
      reason: tx(
        "The task could not start: the task's map does not match the floor the robot is on.",
        'タスクを開始できませんでした。タスクのマップとロボットがいるフロアが一致しません。',
        '任务无法启动：任务使用的地图与机器人当前所在楼层不一致。',
      ),
      remedies: [
        tx(
          'Check that the robot is on the floor the task was planned for.',
          'ロボットがタスクの対象フロアにいることを確認してください。',
          '确认机器人位于任务计划的楼层。',
        ),
        tx(
          'Relocalise the robot on the correct map, then start the task again.',
          '正しいマップで自己位置を再推定してから、タスクをもう一度開始してください。',
          '在正确的地图上重新定位机器人，然后重新开始任务。',
        ),
        tx(
          'If the site layout changed, update the task to use the current map.',
          '現場のレイアウトが変わった場合は、現在のマップを使うようにタスクを更新してください。',
          '如果现场布局已变更，请将任务更新为使用当前地图。',
        ),
      ],
    },
  ],
  deviceFailure: [
    {
      reason: tx(
        'The main brush motor reported an overcurrent and was stopped to protect the drive.',
        'メインブラシのモーターが過電流を検出したため、駆動部を保護するために停止しました。',
        '主刷电机检测到过流，为保护驱动部件已停止运行。',
      ),
      remedies: [
        tx(
          'Switch the robot off and remove hair, strings or debris wrapped around the main brush.',
          'ロボットの電源を切り、メインブラシに絡まった髪の毛やひも、ごみを取り除いてください。',
          '关闭机器人电源，清除缠绕在主刷上的毛发、绳线或杂物。',
        ),
        tx(
          'Check that the brush turns freely by hand, then restart the robot.',
          'ブラシが手でスムーズに回ることを確認してから、ロボットを再起動してください。',
          '用手转动主刷确认转动顺畅，然后重启机器人。',
        ),
        tx(
          'If the fault returns, contact after-sales service to inspect the motor.',
          '再発する場合は、アフターサービスにモーターの点検を依頼してください。',
          '如果故障再次出现，请联系售后服务检查电机。',
        ),
      ],
    },
    {
      reason: tx(
        'The lidar stopped sending data; the robot cannot navigate safely.',
        'LiDARからのデータが途絶えたため、ロボットは安全に走行できません。',
        '激光雷达停止输出数据，机器人无法安全导航。',
      ),
      remedies: [
        tx(
          'Wipe the lidar window with a soft, dry cloth.',
          'LiDARの窓を柔らかい乾いた布で拭いてください。',
          '用柔软的干布擦拭激光雷达视窗。',
        ),
        tx(
          'Restart the robot and check that the lidar spins.',
          'ロボットを再起動し、LiDARが回転していることを確認してください。',
          '重启机器人，确认激光雷达正常旋转。',
        ),
        tx(
          'If the error persists, contact after-sales service.',
          'エラーが解消しない場合は、アフターサービスにお問い合わせください。',
          '如果错误仍然存在，请联系售后服务。',
        ),
      ],
    },
  ],
  locationLoss: [
    {
      reason: tx(
        'The robot lost its position: its surroundings no longer match the map (moved furniture or crowds).',
        '周囲の状況がマップと一致しなくなり（家具の移動や人混みなど）、ロボットが自己位置を見失いました。',
        '周围环境与地图不再一致（如家具移动或人流密集），机器人丢失了定位。',
      ),
      remedies: [
        tx(
          'Push the robot to a known point such as its charging station.',
          'ロボットを充電ステーションなどの既知の地点まで押して移動してください。',
          '将机器人推到已知位置，例如充电桩旁。',
        ),
        tx(
          "Relocalise it from the robot's screen or the app.",
          'ロボットの画面またはアプリから自己位置を再推定してください。',
          '在机器人屏幕或 App 上重新定位。',
        ),
        tx(
          'If the layout changed permanently, rebuild or update the map.',
          'レイアウトが恒久的に変わった場合は、マップを作り直すか更新してください。',
          '如果布局已永久改变，请重新建图或更新地图。',
        ),
      ],
    },
    {
      reason: tx(
        'The robot was lifted or pushed by hand while working and its position became uncertain.',
        '作業中にロボットが持ち上げられたか手で押されたため、自己位置が不確かになりました。',
        '机器人在工作中被抬起或被人推动，定位变得不可靠。',
      ),
      remedies: [
        tx(
          'Put the robot back on the floor in an open area.',
          'ロボットを開けた場所の床に戻してください。',
          '将机器人放回空旷区域的地面上。',
        ),
        tx(
          'Relocalise it on the map before resuming the task.',
          'タスクを再開する前に、マップ上で自己位置を再推定してください。',
          '在继续任务之前，先在地图上重新定位。',
        ),
      ],
    },
  ],
  consumableReplacement: [
    {
      reason: tx(
        'The side brushes have reached the end of their service life (over 300 working hours).',
        'サイドブラシが交換時期（稼働300時間超）に達しました。',
        '边刷已达到使用寿命（工作超过 300 小时）。',
      ),
      remedies: [
        tx(
          'Replace both side brushes with genuine parts.',
          '左右のサイドブラシを純正部品に交換してください。',
          '使用原厂配件更换两侧边刷。',
        ),
        tx(
          'Reset the side-brush counter on the robot after the replacement.',
          '交換後、ロボットのサイドブラシ使用時間をリセットしてください。',
          '更换后在机器人上重置边刷计时。',
        ),
      ],
    },
    {
      reason: tx(
        'The dust filter is clogged; suction has dropped below the safe limit.',
        'ダストフィルターが目詰まりし、吸引力が安全基準を下回りました。',
        '尘盒滤网堵塞，吸力已低于安全下限。',
      ),
      remedies: [
        tx(
          'Take out the filter and tap out the dust; replace it if it is damaged or older than three months.',
          'フィルターを取り外してほこりを落としてください。破損している場合や3か月以上使用している場合は交換してください。',
          '取出滤网拍净灰尘；如有破损或已使用超过三个月，请更换。',
        ),
        tx(
          'Reset the filter counter after the replacement.',
          '交換後、フィルター使用時間をリセットしてください。',
          '更换后重置滤网计时。',
        ),
        tx(
          'Check that the dust bin is seated correctly.',
          'ダストボックスが正しく取り付けられていることを確認してください。',
          '确认尘盒已安装到位。',
        ),
      ],
    },
  ],
  rechargeFailed: [
    {
      reason: tx(
        'The robot returned to its charging station, but charging did not start after three docking attempts.',
        'ロボットは充電ステーションに戻りましたが、3回のドッキングを試みても充電が始まりませんでした。',
        '机器人已返回充电桩，但三次对接尝试后仍未开始充电。',
      ),
      remedies: [
        tx(
          'Check that the charging station is plugged in and its indicator is lit.',
          '充電ステーションの電源プラグが差し込まれ、ランプが点灯していることを確認してください。',
          '确认充电桩电源已接通且指示灯亮起。',
        ),
        tx(
          'Clean the charging contacts on the robot and on the station.',
          'ロボットとステーションの充電端子を清掃してください。',
          '清洁机器人和充电桩上的充电触点。',
        ),
        tx(
          'Clear 1 m in front of the station and send the robot back to charge.',
          'ステーション前方1mの障害物を取り除き、ロボットを充電に戻してください。',
          '清空充电桩前方 1 米范围，然后让机器人重新回充。',
        ),
      ],
    },
    {
      reason: tx(
        'The battery fell below 5% before the robot reached its charging station.',
        '充電ステーションに着く前にバッテリー残量が5%を下回りました。',
        '机器人到达充电桩之前电量已低于 5%。',
      ),
      remedies: [
        tx(
          'Push the robot to the charging station or charge it with the manual charger.',
          'ロボットを充電ステーションまで押して移動するか、手動充電器で充電してください。',
          '将机器人推到充电桩，或使用手动充电器充电。',
        ),
        tx(
          'Check that the path to the station is not blocked.',
          'ステーションまでの経路がふさがれていないことを確認してください。',
          '确认前往充电桩的路线没有被阻挡。',
        ),
        tx(
          'On large sites, raise the return-to-charge battery level in the robot settings.',
          '広い現場では、ロボット設定の自動帰還バッテリー残量を引き上げてください。',
          '场地较大时，请在机器人设置中提高自动回充电量。',
        ),
      ],
    },
  ],
  elevatorRide: [
    {
      reason: tx(
        'The robot waited more than 5 minutes for the elevator and cancelled the ride.',
        'エレベーターを5分以上待ったため、ロボットが乗車を取りやめました。',
        '机器人等待电梯超过 5 分钟，已取消乘梯。',
      ),
      remedies: [
        tx(
          'Check that the elevator is in service and its control module is online.',
          'エレベーターが運転中で、連携モジュールがオンラインであることを確認してください。',
          '确认电梯正常运行且梯控模块在线。',
        ),
        tx(
          'Make sure the elevator lobby is not blocked.',
          'エレベーターホールがふさがれていないことを確認してください。',
          '确认电梯厅没有被堵塞。',
        ),
        tx(
          'Retry the task; if this happens often, schedule tasks outside peak hours.',
          'タスクを再実行してください。頻繁に起きる場合は、混雑時間帯を避けてスケジュールしてください。',
          '重新执行任务；如果经常发生，请将任务安排在非高峰时段。',
        ),
      ],
    },
    {
      reason: tx(
        'The robot left the elevator on a different floor from the one it requested.',
        'ロボットが指定したフロアとは別のフロアでエレベーターを降りました。',
        '机器人在与请求楼层不同的楼层下了电梯。',
      ),
      remedies: [
        tx(
          'Check the floor mapping of the elevator control module.',
          'エレベーター連携モジュールのフロア設定を確認してください。',
          '检查梯控模块的楼层映射配置。',
        ),
        tx(
          'Bring the robot back to the correct floor and relocalise it.',
          'ロボットを正しいフロアに戻し、自己位置を再推定してください。',
          '将机器人送回正确楼层并重新定位。',
        ),
        tx(
          'Contact after-sales service to recalibrate the elevator integration.',
          'エレベーター連携の再調整をアフターサービスに依頼してください。',
          '联系售后服务重新校准梯控对接。',
        ),
      ],
    },
  ],
  workstationFailure: [
    {
      reason: tx(
        'The workstation could not drain the dirty-water tank: the drain pump timed out.',
        'ワークステーションが汚水タンクを排水できませんでした（排水ポンプのタイムアウト）。',
        '工作站无法排空污水箱：排水泵超时。',
      ),
      remedies: [
        tx(
          'Check that the drain hose is not kinked or blocked.',
          '排水ホースが折れたり詰まったりしていないことを確認してください。',
          '检查排水管是否弯折或堵塞。',
        ),
        tx(
          "Clean the workstation's drain filter.",
          'ワークステーションの排水フィルターを清掃してください。',
          '清洁工作站的排水滤网。',
        ),
        tx(
          'Restart the workstation; if the fault persists, contact after-sales service.',
          'ワークステーションを再起動してください。解消しない場合はアフターサービスにお問い合わせください。',
          '重启工作站；如果故障仍然存在，请联系售后服务。',
        ),
      ],
    },
    {
      reason: tx(
        'The workstation is offline: it has not reported for more than 15 minutes.',
        'ワークステーションがオフラインです。15分以上応答がありません。',
        '工作站已离线：超过 15 分钟未上报状态。',
      ),
      remedies: [
        tx("Check the workstation's power supply.", 'ワークステーションの電源を確認してください。', '检查工作站电源。'),
        tx(
          "Check the workstation's network connection.",
          'ワークステーションのネットワーク接続を確認してください。',
          '检查工作站的网络连接。',
        ),
        tx('Restart the workstation.', 'ワークステーションを再起動してください。', '重启工作站。'),
      ],
    },
  ],
  machineTrapped: [
    {
      reason: tx(
        'The robot has been trapped in a narrow area for more than 3 minutes and cannot find a way out.',
        'ロボットが狭い場所に3分以上閉じ込められ、脱出経路を見つけられません。',
        '机器人被困在狭窄区域超过 3 分钟，无法找到出路。',
      ),
      remedies: [
        tx(
          'Go to the robot, move it to an open area and resume the task.',
          'ロボットのところへ行き、開けた場所に移動してからタスクを再開してください。',
          '前往机器人所在位置，将其移到空旷区域后继续任务。',
        ),
        tx(
          'Add a no-go zone to the map for this narrow area.',
          'この狭い場所をマップの進入禁止エリアに設定してください。',
          '在地图上将该狭窄区域设为禁行区。',
        ),
      ],
    },
    {
      reason: tx(
        "The robot's bumper is pressed continuously; it may be stuck under furniture.",
        'バンパーが押されたままになっています。家具の下に挟まっている可能性があります。',
        '机器人防撞条持续被压下，可能卡在家具下方。',
      ),
      remedies: [
        tx(
          'Free the robot and check that the bumper moves freely.',
          'ロボットを引き出し、バンパーがスムーズに動くことを確認してください。',
          '将机器人解困，并确认防撞条活动自如。',
        ),
        tx(
          'Raise or fence off low furniture in the cleaning area.',
          '清掃エリア内の低い家具は、高さを上げるか立ち入れないようにしてください。',
          '抬高清扫区域内的低矮家具，或将其隔离。',
        ),
      ],
    },
  ],
  abnormalSupply: [
    {
      reason: tx(
        'The clean-water tank is empty; the robot cannot continue scrubbing.',
        '清水タンクが空のため、ロボットは洗浄を続けられません。',
        '清水箱已空，机器人无法继续洗地。',
      ),
      remedies: [
        tx(
          "Refill the clean-water tank, or check the workstation's automatic refill.",
          '清水タンクに給水するか、ワークステーションの自動給水を確認してください。',
          '为清水箱加水，或检查工作站的自动补水功能。',
        ),
        tx('Check the water inlet valve and hose.', '給水バルブとホースを確認してください。', '检查进水阀和进水管。'),
      ],
    },
    {
      reason: tx(
        'Detergent is not being dosed: the cartridge is empty or not inserted.',
        '洗剤が供給されていません。カートリッジが空か、装着されていません。',
        '清洁剂未能投放：清洁剂盒已空或未安装。',
      ),
      remedies: [
        tx('Insert a new detergent cartridge.', '新しい洗剤カートリッジを装着してください。', '安装新的清洁剂盒。'),
        tx(
          'Check that the cartridge is seated correctly and the dosing tube is not blocked.',
          'カートリッジが正しく装着され、供給チューブが詰まっていないことを確認してください。',
          '确认清洁剂盒安装到位且投放管没有堵塞。',
        ),
      ],
    },
  ],
  abnormalGate: [
    {
      reason: tx(
        'The access gate did not open when the robot asked to pass.',
        'ロボットが通行を要求しましたが、ゲートが開きませんでした。',
        '机器人请求通行时闸机未打开。',
      ),
      remedies: [
        tx(
          'Check that the gate controller is powered and online.',
          'ゲートコントローラーに電源が入り、オンラインであることを確認してください。',
          '确认闸机控制器已通电并在线。',
        ),
        tx(
          "Check that the robot is on the gate's access list.",
          'ロボットがゲートの通行許可リストに登録されていることを確認してください。',
          '确认机器人已加入闸机的通行白名单。',
        ),
        tx(
          'Open the gate by hand, let the robot pass, then resume the task.',
          'ゲートを手動で開けてロボットを通過させ、タスクを再開してください。',
          '手动打开闸机让机器人通过，然后继续任务。',
        ),
      ],
    },
    {
      reason: tx(
        'The gate closed while the robot was passing, and the robot stopped for safety.',
        'ロボットの通過中にゲートが閉じたため、安全のためロボットが停止しました。',
        '机器人通过时闸机关闭，机器人已安全停止。',
      ),
      remedies: [
        tx(
          'Check that no one was hurt and nothing was damaged, then move the robot clear of the gate.',
          'けが人や破損がないことを確認してから、ロボットをゲートから離してください。',
          '确认无人员受伤、无设备损坏后，将机器人移离闸机。',
        ),
        tx(
          "Increase the gate's hold-open time for robots.",
          'ロボット通過時のゲート開放時間を延ばしてください。',
          '延长闸机对机器人的开启保持时间。',
        ),
        tx('Resume the task.', 'タスクを再開してください。', '继续执行任务。'),
      ],
    },
  ],
};
